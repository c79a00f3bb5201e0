import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formPost, recordingQueue, testContext } from "../../tests/setup/forms";
import { todayInSweden } from "./dates";
import { formKeyFields } from "./form-key-fields";
import { checkFormKey, clientAddress, issueFormKey, MAX_KEY_AGE_MS, pageFormKey } from "./form-key.server";
import { lostAndFoundAction } from "./lost-and-found.server";

const HOUR = 3_600_000;

function requestFrom(address: string): Request {
  return new Request("https://hotel.test/kvarglomt", { method: "POST", headers: { "CF-Connecting-IP": address } });
}

async function signedForm(issuedAt: number): Promise<FormData> {
  const formKey = await issueFormKey(env, issuedAt);
  const form = new FormData();
  form.set(formKeyFields.key, formKey.key);
  form.set(formKeyFields.rendered, formKey.rendered);
  return form;
}

function daysAgo(days: number): string {
  const day = new Date(`${todayInSweden()}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - days);
  return day.toISOString().slice(0, 10);
}

const lostFields = {
  name: "Karin Ek",
  address: "Storgatan 1",
  zipCode: "93591",
  city: "Norsjö",
  phone: "0701234567",
  email: "karin@example.se",
  arrivalDate: daysAgo(5),
  departureDate: daysAgo(3),
  itemDescription: "Blå halsduk i relaxavdelningen",
  acceptTerms: "on",
};

async function lostRows(): Promise<number> {
  return (await env.DB.prepare("SELECT COUNT(*) AS n FROM lost_and_found").first<{ n: number }>())!.n;
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("pageFormKey", () => {
  it("gives a visitor's own page a signed key the action accepts, and a page shared by everyone slots each response fills", async () => {
    const own = await pageFormKey({ env });
    const form = new FormData();
    form.set(formKeyFields.key, own.key);
    form.set(formKeyFields.rendered, own.rendered);
    expect(await checkFormKey(env, form, Date.now() + 60_000)).toEqual({ kind: "ok", key: own.key });

    const slots = [
      { key: "~k0_", rendered: "~r0_" },
      { key: "~k1_", rendered: "~r1_" },
    ];
    const formKeySlot = () => slots.shift()!;
    const withTurnstile = { ...env, TURNSTILE_SITE_KEY: "0x4AAA-site", TURNSTILE_SECRET_KEY: "0x4AAA-secret" };
    expect(await pageFormKey({ env, formKeySlot })).toEqual({ key: "~k0_", rendered: "~r0_" });
    // The challenge's site key is the same for everyone: it stays in the shared page.
    expect(await pageFormKey({ env: withTurnstile, formKeySlot })).toEqual({
      key: "~k1_",
      rendered: "~r1_",
      turnstileSiteKey: "0x4AAA-site",
    });
  });
});

describe("the honeypot", () => {
  it("has a name no browser autofill or password manager fills in", () => {
    expect(formKeyFields.honeypot).not.toMatch(
      /web|site|url|home|page|mail|name|phone|tel|mobile|company|org|address|street|city|town|zip|post|country|user|login|pass|card|search|first|last/i,
    );
  });
});

describe("form keys", () => {
  it("are good for 24 hours after the page was rendered, and refused after", async () => {
    const now = Date.now();
    expect((await checkFormKey(env, await signedForm(now - MAX_KEY_AGE_MS + HOUR), now)).kind).toBe("ok");
    expect(await checkFormKey(env, await signedForm(now - MAX_KEY_AGE_MS - 1000), now)).toEqual({ kind: "expired" });
  });

  it("older than 24 hours get the form's 'reload and send again' answer, and nothing is stored", async () => {
    const before = await lostRows();
    const { request } = await formPost("/kvarglomt", lostFields, { formKeyAgeMs: 25 * HOUR });
    const response = await lostAndFoundAction(request, testContext(recordingQueue().queue), "sv");
    expect(response.init?.status).toBe(400);
    expect(response.data).toMatchObject({
      outcome: "failed",
      notice: "stale",
      noticeText: "Formuläret har varit öppet för länge. Ladda om sidan och skicka igen.",
    });
    // The notice's text comes in the page's language: the page carries no notice texts itself.
    const english = await formPost("/en/kvarglomt", lostFields, { formKeyAgeMs: 25 * HOUR });
    expect((await lostAndFoundAction(english.request, testContext(recordingQueue().queue), "en")).data.noticeText).toBe(
      "This form has been open too long. Reload the page and send it again.",
    );
    expect(await lostRows()).toBe(before);
  });
});

describe("the form-signing secret", () => {
  // The test bindings set FORM_SIGNING_SECRET (vitest.config.ts), as production does.
  const unset: Env = { ...env, FORM_SIGNING_SECRET: "" };
  // How an operator switches an optional secret off (decision 026); a required one set so is missing.
  const blank: Env = { ...env, FORM_SIGNING_SECRET: " " };

  async function postWithout(url: string, issuedBy: Env = unset, actionEnv: Env = unset) {
    const formKey = await issueFormKey(issuedBy, Date.now() - 10_000);
    const body = new FormData();
    body.set(formKeyFields.key, formKey.key);
    body.set(formKeyFields.rendered, formKey.rendered);
    for (const [name, value] of Object.entries({ ...lostFields, email: `karin+${crypto.randomUUID().slice(0, 8)}@example.se` }))
      body.set(name, value);
    const request = new Request(url, {
      method: "POST",
      body,
      headers: { "CF-Connecting-IP": `192.0.2.${Math.floor(Math.random() * 250)}` },
    });
    const context = testContext(recordingQueue().queue);
    return lostAndFoundAction(request, { ...context, env: { ...actionEnv, NOTIFICATIONS: context.env.NOTIFICATIONS } }, "en");
  }

  it("outside loopback, a missing secret answers every form 503 and logs it once; pages still get keys", async () => {
    vi.stubEnv("MODE", "production");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const before = await lostRows();
    for (let i = 0; i < 2; i++) {
      const response = await postWithout("https://hotel.test/kvarglomt");
      expect(response.init?.status).toBe(503);
      expect(response.data).toMatchObject({ outcome: "failed", notice: "unavailable" });
    }
    expect(await lostRows()).toBe(before);
    expect(errors.mock.calls.filter(([line]) => String(line).includes('"event":"form_signing_secret_missing"'))).toHaveLength(1);
    // A page with a form still renders: its loader gets a key.
    expect((await issueFormKey(unset)).rendered).toMatch(/^\d{13}\./);
  });

  it("outside loopback, a blank secret counts as missing: 503", async () => {
    vi.stubEnv("MODE", "production");
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await postWithout("https://hotel.test/kvarglomt", blank, blank);
    expect(response.init?.status).toBe(503);
  });

  it("on a loopback host (the local preview) the development secret still works", async () => {
    vi.stubEnv("MODE", "production");
    for (const host of ["127.0.0.1:4173", "localhost:5173", "[::1]:4173"]) {
      expect((await postWithout(`http://${host}/kvarglomt`)).data.outcome, host).toBe("success");
    }
  });

  it("with the secret set, production refuses a key signed with the public development default", async () => {
    vi.stubEnv("MODE", "production");
    const form = new FormData();
    const formKey = await issueFormKey(unset, Date.now() - 10_000);
    form.set(formKeyFields.key, formKey.key);
    form.set(formKeyFields.rendered, formKey.rendered);
    expect((await checkFormKey(env, form)).kind).toBe("invalid");
    expect((await checkFormKey(env, await signedForm(Date.now() - 10_000))).kind).toBe("ok");
  });
});

describe("rate-limit client", () => {
  it("counts an IPv6 client by its /64, however the address is written", () => {
    const network = "2001:db8:85a3:8d3::/64";
    for (const spelling of [
      "2001:0db8:85a3:08d3:1319:8a2e:0370:7344",
      "2001:db8:85a3:8d3:1319:8a2e:370:7344",
      "2001:DB8:85A3:8D3::1",
      "2001:db8:85a3:8d3::",
      "2001:db8:85a3:08d3:0:0:0:ffff",
      "[2001:db8:85a3:8d3::abcd]",
      "2001:db8:85a3:8d3:ffff:ffff:ffff:ffff",
    ]) {
      expect(clientAddress(requestFrom(spelling)), spelling).toBe(network);
    }
    expect(clientAddress(requestFrom("2001:db8:85a3:8d4::1"))).toBe("2001:db8:85a3:8d4::/64");
    expect(clientAddress(requestFrom("::1"))).toBe("0:0:0:0::/64");
    expect(clientAddress(requestFrom("2001:db8::1"))).toBe("2001:db8:0:0::/64");
  });

  it("keeps IPv4 addresses whole, also when written as IPv4-mapped IPv6", () => {
    expect(clientAddress(requestFrom("198.51.100.7"))).toBe("198.51.100.7");
    expect(clientAddress(requestFrom("198.51.100.8"))).toBe("198.51.100.8");
    expect(clientAddress(requestFrom("::ffff:198.51.100.7"))).toBe("198.51.100.7");
    expect(clientAddress(requestFrom("::ffff:c633:6407"))).toBe("198.51.100.7");
  });

  it("limits a whole IPv6 /64 together: new addresses in it do not get new allowances", async () => {
    // The limiter counts per wall-clock minute: a run that straddles a minute is repeated.
    for (let attempt = 0; attempt < 3; attempt++) {
      const minute = Math.floor(Date.now() / 60_000);
      const statuses: number[] = [];
      for (let i = 1; i <= 11; i++) {
        const { request } = await formPost(
          "/kvarglomt",
          { ...lostFields, email: `v6-${attempt}-${i}@example.se` },
          { ip: `2001:db8:${attempt + 77}:1::${i.toString(16)}` },
        );
        statuses.push((await lostAndFoundAction(request, testContext(recordingQueue().queue), "sv")).init?.status ?? 200);
      }
      if (Math.floor(Date.now() / 60_000) !== minute) continue;
      expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
      expect(statuses[10]).toBe(429);
      return;
    }
  });
});
