import { describe, expect, it } from "vitest";
import { isTrackingParameter, withoutTrackingParameters } from "./tracking-parameters";

describe("tracking parameters", () => {
  it("leaves out what ads, newsletters and social sites add to a link", () => {
    expect(withoutTrackingParameters("?utm_source=nyhetsbrev&utm_medium=email&utm_campaign=jul")).toBe("");
    expect(withoutTrackingParameters("?fbclid=IwAR3xyz")).toBe("");
    expect(withoutTrackingParameters("?gclid=abc&msclkid=def&_gl=1*x")).toBe("");
    expect(withoutTrackingParameters("?UTM_Source=x")).toBe("");
    expect(withoutTrackingParameters("?utm%5Fsource=x")).toBe("");
  });

  it("keeps every parameter a page reads, exactly as written and in its order", () => {
    expect(withoutTrackingParameters("?typ=foretag&utm_source=fb&kategori=event")).toBe("?typ=foretag&kategori=event");
    expect(withoutTrackingParameters("?tab=privacy")).toBe("?tab=privacy");
    expect(withoutTrackingParameters("?q=a%20b+c&fbclid=1")).toBe("?q=a%20b+c");
    expect(withoutTrackingParameters("")).toBe("");
  });

  it("knows a tracking parameter from a page's own", () => {
    expect(isTrackingParameter("utm_content")).toBe(true);
    expect(isTrackingParameter("gbraid")).toBe(true);
    expect(isTrackingParameter("typ")).toBe(false);
    expect(isTrackingParameter("utm")).toBe(false);
  });
});
