import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formPost, recordingQueue, testContext } from "../../tests/setup/forms";
import { lostAndFoundAction } from "./lost-and-found.server";
import { UNCHALLENGED_PER_CLIENT_DAY } from "./daily-caps.server";
import { turnstileSiteKey, turnstileVerdict } from "./turnstile.server";

const configured: Env = { ...env, TURNSTILE_SITE_KEY: "1x00000000000000000000AA", TURNSTILE_SECRET_KEY: "secret-key" };
const request = new Request("https://hotel.test/kvarglomt", { method: "POST", headers: { "CF-Connecting-IP": "203.0.113.7" } });
const withToken = (token?: string) => {
  const form = new FormData();
  if (token !== undefined) form.set("cf-turnstile-response", token);
  return form;
};
const verifier = (answer: () => Promise<Response>) => vi.spyOn(globalThis, "fetch").mockImplementation(answer);

afterEach(() => vi.restoreAllMocks());

describe("Turnstile", () => {
  it("is off without both keys: no widget, and every submission passes without asking Cloudflare", async () => {
    const fetch = verifier(async () => Response.json({ success: false }));
    expect(turnstileSiteKey(env)).toBeUndefined();
    expect(turnstileSiteKey({ ...env, TURNSTILE_SITE_KEY: "only-the-site-key" })).toBeUndefined();
    // A secret set blank is how an operator leaves Turnstile off (decision 026).
    expect(turnstileSiteKey({ ...env, TURNSTILE_SITE_KEY: "1x00000000000000000000AA", TURNSTILE_SECRET_KEY: " " })).toBeUndefined();
    expect(await turnstileVerdict(env, withToken(), request)).toBe("passed");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("when on, sends the token, secret and visitor address to siteverify and passes a confirmed person", async () => {
    const fetch = verifier(async () => Response.json({ success: true }));
    expect(turnstileSiteKey(configured)).toBe("1x00000000000000000000AA");
    expect(await turnstileVerdict(configured, withToken("token-from-widget"), request)).toBe("passed");
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("https://challenges.cloudflare.com/turnstile/v0/siteverify");
    const sent = init!.body as FormData;
    expect([sent.get("secret"), sent.get("response"), sent.get("remoteip")]).toEqual(["secret-key", "token-from-widget", "203.0.113.7"]);
  });

  it("refuses a token Cloudflare does not confirm, or when Cloudflare cannot be asked", async () => {
    verifier(async () => Response.json({ success: false, "error-codes": ["invalid-input-response"] }));
    expect(await turnstileVerdict(configured, withToken("forged"), request)).toBe("refused");
    vi.restoreAllMocks();
    verifier(async () => {
      throw new TypeError("network down");
    });
    expect(await turnstileVerdict(configured, withToken("token"), request)).toBe("refused");
    vi.restoreAllMocks();
    verifier(async () => new Response("<html>bad gateway</html>", { status: 502 }));
    expect(await turnstileVerdict(configured, withToken("token"), request)).toBe("refused");
  });

  it("tells a post without any token (no JavaScript ran the widget) from a refused one, without asking Cloudflare", async () => {
    const fetch = verifier(async () => Response.json({ success: false }));
    expect(await turnstileVerdict(configured, withToken(), request)).toBe("absent");
    expect(await turnstileVerdict(configured, withToken(""), request)).toBe("absent");
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("a form with Turnstile on", () => {
  const fields = {
    name: "Karin Öberg",
    address: "Storgatan 12",
    zipCode: "90326",
    city: "Umeå",
    phone: "070-123 45 67",
    email: "karin@example.se",
    arrivalDate: "2026-01-10",
    departureDate: "2026-01-12",
    itemDescription: "Blå ullhalsduk",
    acceptTerms: "on",
  };

  async function send(extra: Record<string, string>) {
    const { request } = await formPost("/kvarglomt", { ...fields, ...extra });
    const context = testContext(recordingQueue().queue);
    const response = await lostAndFoundAction(request, { ...context, env: { ...context.env, ...configured } }, "sv");
    await context.settle();
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM lost_and_found WHERE email = ?")
      .bind(fields.email)
      .first<{ n: number }>();
    return { status: response.init?.status, outcome: response.data.outcome, notice: response.data.notice, stored: stored?.n };
  }

  it("refuses a refused token with a notice and stores nothing; a confirmed one is stored", async () => {
    await env.DB.prepare("DELETE FROM lost_and_found").run();
    verifier(async () => Response.json({ success: false }));
    expect(await send({ "cf-turnstile-response": "forged" })).toEqual({ status: 403, outcome: "failed", notice: "unverified", stored: 0 });
    vi.restoreAllMocks();
    verifier(async () => Response.json({ success: true }));
    expect(await send({ "cf-turnstile-response": "token" })).toEqual({ status: 200, outcome: "success", notice: undefined, stored: 1 });
  });

  it("takes a visitor without JavaScript (no token) a few times a day, then points them to phone and e-mail", async () => {
    await env.DB.prepare("DELETE FROM lost_and_found").run();
    const fetch = verifier(async () => Response.json({ success: false }));
    const ip = "198.51.100.251";
    const sendFrom = async () => {
      const { request } = await formPost("/kvarglomt", fields, { ip });
      const context = testContext(recordingQueue().queue);
      const response = await lostAndFoundAction(request, { ...context, env: { ...context.env, ...configured } }, "sv");
      await context.settle();
      return { status: response.init?.status, notice: response.data.notice };
    };
    for (let n = 1; n <= UNCHALLENGED_PER_CLIENT_DAY; n += 1) expect(await sendFrom()).toEqual({ status: 200, notice: undefined });
    expect(await sendFrom()).toEqual({ status: 429, notice: "dailyLimit" });
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM lost_and_found WHERE email = ?")
      .bind(fields.email)
      .first<{ n: number }>();
    expect(stored?.n).toBe(UNCHALLENGED_PER_CLIENT_DAY);
    expect(fetch).not.toHaveBeenCalled();
  });
});
