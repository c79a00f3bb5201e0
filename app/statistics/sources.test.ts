import { describe, expect, it } from "vitest";
import { campaignValue, deviceOf, sourceOf } from "./sources";

const q = (query = "") => new URLSearchParams(query);

describe("where a visit came from", () => {
  it.each([
    ["https://www.google.se/", "", "search"],
    ["https://www.google.co.uk/search?q=norsjo", "", "search"],
    ["https://duckduckgo.com/", "", "search"],
    ["https://www.bing.com/search?q=hotell", "", "search"],
    ["https://l.facebook.com/l.php?u=x", "", "social"],
    ["https://lm.facebook.com/", "", "social"],
    ["https://www.instagram.com/", "", "social"],
    ["https://t.co/abc", "", "social"],
    ["https://www.linkedin.com/feed/", "", "social"],
    ["https://mail.google.com/", "", "newsletter"],
    ["https://outlook.live.com/mail/0/", "", "newsletter"],
    ["https://www.visitskelleftea.se/boende", "", "other"],
    ["https://google.example.com/", "", "other"],
    [null, "", "direct"],
    ["not a url", "", "direct"],
  ] as const)("%s%s → %s", (referrer, query, group) => {
    expect(sourceOf(referrer, q(query))).toBe(group);
  });

  it("lets a link's own tags win over the referrer", () => {
    expect(sourceOf("https://www.google.se/", q("gclid=abc"))).toBe("ads");
    expect(sourceOf("https://www.facebook.com/", q("utm_medium=cpc&utm_source=facebook"))).toBe("ads");
    expect(sourceOf(null, q("utm_source=nyhetsbrev&utm_campaign=jul"))).toBe("newsletter");
    expect(sourceOf(null, q("utm_medium=email"))).toBe("newsletter");
    expect(sourceOf(null, q("mc_cid=123"))).toBe("newsletter");
    // Facebook adds fbclid to every link it sends on, paid or not.
    expect(sourceOf(null, q("fbclid=xyz"))).toBe("social");
    // A tagged link without a referrer (an app, a PDF) came from somewhere: not direct.
    expect(sourceOf(null, q("utm_source=broschyr"))).toBe("other");
  });
});

describe("the device", () => {
  it.each([
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      "phone",
    ],
    ["Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36", "phone"],
    ["Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "tablet"],
    [
      "Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Mobile/15E148 Safari/604.1",
      "tablet",
    ],
    ["Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36", "desktop"],
    ["Mozilla/5.0 (Macintosh; Intel Mac OS X 14_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15", "desktop"],
  ] as const)("%s → %s", (agent, device) => {
    expect(deviceOf(agent)).toBe(device);
  });
});

describe("a campaign value", () => {
  it("keeps letters, digits and . _ -, lower-cased and at most 40 characters; drops markup", () => {
    expect(campaignValue(" Jul Erbjudande 2026 ")).toBe("jul-erbjudande-2026");
    expect(campaignValue('<script>alert("x")</script>')).toBe("scriptalertxscript");
    expect(campaignValue("=HYPERLINK(1)")).toBe("hyperlink1");
    expect(campaignValue("a".repeat(60))).toHaveLength(40);
    expect(campaignValue(null)).toBe("");
  });
});
