import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { sign } from "hono/utils/jwt/jwt";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cloudflareContext } from "~/context";
import { getDb } from "~/db/client.server";
import { jobApplications, lostAndFound, newsletterSubscriptions } from "~/db/schema";
import { loader as fileLoader } from "~/routes/staff.file";
import { loader as exportLoader } from "~/routes/staff.export";
import { loader as listLoader } from "~/routes/staff.list";
import { action as signInAction } from "~/routes/staff.sign-in";
import { forgetAccessKeys, startSession } from "~/staff/access.server";
import cvPdf from "../../tests/fixtures/cv.pdf?inline";
import { staffGate, type StaffVariables } from "./staff";

const PASSWORD = "rätt-häst-batteri-häftklammer";
const ORIGIN = "https://hotel.test";

/** A route module's loader or action, called as React Router calls it. */
type Loader = (args: never) => unknown;

/** The Worker's chain in small: the gate, then the staff routes' own loaders with the gate's verdict. */
function site(fetcher?: typeof fetch) {
  const app = new Hono<{ Bindings: Env; Variables: StaffVariables }>();
  app.use(staffGate({ fetcher }));
  const run = (loader: Loader) => async (c: Context<{ Bindings: Env; Variables: StaffVariables }>) => {
    const context = new RouterContextProvider();
    context.set(cloudflareContext, { env: c.env, ctx: {} as ExecutionContext, requestId: "t", cspNonce: "", staff: c.get("staff") });
    try {
      const args = { request: c.req.raw, url: new URL(c.req.url), pattern: c.req.routePath, params: c.req.param(), context };
      const result = await loader(args as never);
      if (result instanceof Response) return result;
      // React Router's data(value, init): the status and headers it would answer with.
      if (result && typeof result === "object" && "init" in result && "data" in result) {
        const { init, data } = result as { data: unknown; init: ResponseInit | null };
        return Response.json(data, init ?? {});
      }
      return c.json(result);
    } catch (thrown) {
      if (thrown instanceof Response) return thrown;
      throw thrown;
    }
  };
  app.get("/staff/:kind/export.csv", run(exportLoader));
  app.get("/staff/applications/:id/:file", run(fileLoader));
  app.get("/staff/:kind", run(listLoader));
  app.post("/staff/sign-in", run(signInAction));
  app.get("/", (c) => c.text("public"));
  return app;
}

const passwordEnv = { ...env, STAFF_PASSWORD: PASSWORD } as Env;

/** Anna, in the staff directory: every password session names a person. */
async function anna(): Promise<number> {
  await env.DB.prepare("INSERT OR IGNORE INTO staff_members (name, created_by) VALUES ('Anna Berg', 'test')").run();
  const row = await env.DB.prepare("SELECT id FROM staff_members WHERE name = 'Anna Berg'").first<{ id: number }>();
  return row!.id;
}

async function sessionCookieHeader(now = Date.now()): Promise<string> {
  const setCookie = await startSession(env.DB, new URL(ORIGIN), PASSWORD, await anna(), now);
  return setCookie.split(";")[0]!;
}

describe("staff gate: closed without configuration", () => {
  it("answers 503 with a clear text when neither Access nor a password is configured, and never opens", async () => {
    const response = await site().request(`${ORIGIN}/staff/bookings`, {}, env);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("Personalinkorgen är stängd");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  });

  it("stays closed with a password too short to be strong", async () => {
    const response = await site().request(`${ORIGIN}/staff/bookings`, {}, { ...env, STAFF_PASSWORD: "hotell123" });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain("kortare än 16 tecken");
  });

  it("leaves the public site alone", async () => {
    const response = await site().request(`${ORIGIN}/`, {}, env);
    expect(response.status).toBe(200);
    expect(response.headers.get("X-Robots-Tag")).toBeNull();
  });
});

describe("staff gate: shared password", () => {
  const db = () => getDb(env.DB);
  beforeAll(async () => {
    await db().insert(lostAndFound).values({
      submissionKey: crypto.randomUUID(),
      name: 'Karin "Kajsa" Lund',
      address: "Storgatan 1, lgh 1101",
      zipCode: "935 31",
      city: "Norsjö",
      phone: "+46 70 123 45 67",
      email: "karin@example.se",
      arrivalDate: "2026-11-01",
      departureDate: "2026-11-03",
      itemDescription: '=HYPERLINK("http://evil.example","klicka")\nSvart mössa, rad två',
    });
  });

  it("sends a page load without a session to the sign-in form, and refuses everything else with 401", async () => {
    const page = await site().request(`${ORIGIN}/staff/lost-and-found?from=2026-11-01`, {}, passwordEnv);
    expect(page.status).toBe(303);
    expect(page.headers.get("Location")).toBe("/staff/sign-in?next=%2Fstaff%2Flost-and-found%3Ffrom%3D2026-11-01");
    const data = await site().request(`${ORIGIN}/staff/lost-and-found.data`, {}, passwordEnv);
    expect(data.status).toBe(401);
    const csv = await site().request(`${ORIGIN}/staff/lost-and-found/export.csv`, { headers: { "Sec-Fetch-Dest": "empty" } }, passwordEnv);
    expect(csv.status).toBe(401);
    expect(csv.headers.get("Cache-Control")).toBe("private, no-store");
    expect(csv.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  });

  it("gates every staff path in any casing, percent-encoding or slash run the router accepts", async () => {
    const spellings = (path: string) => [
      path.toUpperCase(),
      path.replace("/staff", "/Staff"),
      path.replace("/staff", "/%73taff"),
      path.replace("/staff", "/%53TAFF"),
      path.replace("/staff", "//staff").replace(/\/(?=[a-z])/g, "//"),
      path.replace("/staff", "/\\staff"),
      path.replace("/staff", "/sta%66f"),
    ];
    const paths = [
      "/staff",
      "/staff/bookings",
      "/staff/lost-and-found/1",
      "/staff/applications/1/cv",
      "/staff/newsletter/export.csv",
      "/staff/quarantine",
      "/staff/sok",
      "/staff/svarsmallar",
      "/staff.data",
    ];
    for (const path of paths.flatMap(spellings)) {
      const response = await site().request(`${ORIGIN}${path}`, { headers: { "Sec-Fetch-Dest": "empty" } }, passwordEnv);
      expect([path, response.status]).toEqual([path, 401]);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    }
  });

  it("refuses a forged, a re-signed and an expired session cookie with 401", async () => {
    const valid = await sessionCookieHeader();
    const [name, value] = valid.split("=") as [string, string];
    const forged = `${name}=${encodeURIComponent(`${Date.now()}.${decodeURIComponent(value).split(".")[1]!.replace(/^./, "A")}`)}`;
    const otherKey = (await startSession(env.DB, new URL(ORIGIN), "ett-helt-annat-lösenord-här", await anna())).split(";")[0]!;
    const expired = await sessionCookieHeader(Date.now() - 13 * 60 * 60 * 1000);
    for (const cookie of [forged, otherKey, expired, `staff_session=${encodeURIComponent(decodeURIComponent(value))}`]) {
      const response = await site().request(
        `${ORIGIN}/staff/lost-and-found/export.csv`,
        { headers: { Cookie: cookie, "Sec-Fetch-Dest": "empty" } },
        passwordEnv,
      );
      expect(response.status, cookie).toBe(401);
    }
  });

  it("refuses a wrong password with 401 and, after five in a minute, the address with 429", async () => {
    const attempt = (password: string, ip: string) =>
      site().request(
        `${ORIGIN}/staff/sign-in`,
        { method: "POST", body: new URLSearchParams({ name: "Anna", password }), headers: { "CF-Connecting-IP": ip } },
        passwordEnv,
      );
    // Wrong passwords are counted in windows aligned to the wall-clock minute, so a run that
    // straddles a minute boundary proves nothing and is repeated from a fresh address.
    for (let run = 0; run < 3; run++) {
      const ip = `203.0.113.${7 + run * 2}`;
      const minute = Math.floor(Date.now() / 60_000);
      const wrong = await attempt("fel-lösenord-fel-lösenord", ip);
      expect(wrong.status).toBe(401);
      expect(wrong.headers.get("Set-Cookie")).toBeNull();
      for (let i = 0; i < 4; i++) await attempt("fel-lösenord-fel-lösenord", ip);
      // The sixth attempt within a minute is refused before the password is looked at, even the right one.
      const limited = await attempt(PASSWORD, ip);
      if (Math.floor(Date.now() / 60_000) !== minute) continue;
      expect(limited.status).toBe(429);
      expect(limited.headers.get("Set-Cookie")).toBeNull();
      // Another address is not affected.
      expect((await attempt(PASSWORD, `203.0.113.${8 + run * 2}`)).status).toBe(303);
      return;
    }
    throw new Error("every run straddled a minute boundary");
  });

  it("signs in with the right password: a __Host- session cookie, HttpOnly, Secure, SameSite=Strict", async () => {
    const response = await site().request(
      `${ORIGIN}/staff/sign-in`,
      {
        method: "POST",
        body: new URLSearchParams({ name: "Anna", password: PASSWORD, next: "/staff/lost-and-found" }),
        headers: { "CF-Connecting-IP": "203.0.113.20" },
      },
      passwordEnv,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/staff/lost-and-found");
    const cookie = response.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/^__Host-staff_session=/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("SameSite=Strict");
    expect(cookie).toContain("Path=/");
    expect(cookie).not.toContain("Domain");
  });

  it("never sends a signed-in person off the inbox after signing in", async () => {
    const response = await site().request(
      `${ORIGIN}/staff/sign-in`,
      {
        method: "POST",
        body: new URLSearchParams({ name: "Anna", password: PASSWORD, next: "//evil.example/staff" }),
        headers: { "CF-Connecting-IP": "203.0.113.21" },
      },
      passwordEnv,
    );
    expect(response.headers.get("Location")).toBe("/staff");
  });

  it("sends staff to the start page, not a 500, when next= carries a line break", async () => {
    const response = await site().request(
      `${ORIGIN}/staff/sign-in`,
      {
        method: "POST",
        body: new URLSearchParams({ name: "Anna", password: PASSWORD, next: "/staff/bookings\r\nSet-Cookie: x=y" }),
        headers: { "CF-Connecting-IP": "203.0.113.22" },
      },
      passwordEnv,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/staff");
  });

  it("serves the rows and the CSV to staff, escaped and with formulas neutralised", async () => {
    const cookie = await sessionCookieHeader();
    const list = await site().request(`${ORIGIN}/staff/lost-and-found`, { headers: { Cookie: cookie } }, passwordEnv);
    expect(list.status).toBe(200);
    // A desk kind lists cases, one row each (app/desk/case-list.tsx), named as the visitor typed.
    const body = (await list.json()) as { cases: Array<{ name: string; status: string }>; total: number };
    expect(body.total).toBe(1);
    expect(body.cases[0]).toMatchObject({ name: 'Karin "Kajsa" Lund', status: "Ny" });

    const csv = await site().request(`${ORIGIN}/staff/lost-and-found/export.csv`, { headers: { Cookie: cookie } }, passwordEnv);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("Content-Disposition")).toMatch(/^attachment; filename="lost-and-found-/);
    expect(csv.headers.get("Cache-Control")).toBe("private, no-store");
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const [header, row, end] = text.split(/\r\n(?=\d|$)/);
    expect(header).toBe(
      "Nr,Inkommen,Namn,E-post,Telefon,Adress,Postnummer,Ort,Land,Bokningsnummer,Rumsnummer,Ankomstdatum,Avresedatum,Föremålet,Språk",
    );
    expect(row).toContain(
      ',"Karin ""Kajsa"" Lund",karin@example.se,\'+46 70 123 45 67,"Storgatan 1, lgh 1101",935 31,Norsjö,Sverige,,,2026-11-01,2026-11-03,',
    );
    expect(row).toContain('"\'=HYPERLINK(""http://evil.example"",""klicka"")\nSvart mössa, rad två",svenska');
    expect(end).toBe("");
  });

  it("filters the list by the day it came in (Swedish time)", async () => {
    const cookie = await sessionCookieHeader();
    const list = (from: string, to: string) =>
      (async () =>
        (
          await site().request(`${ORIGIN}/staff/lost-and-found?from=${from}&to=${to}`, { headers: { Cookie: cookie } }, passwordEnv)
        ).json() as Promise<{ total: number }>)();
    const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Stockholm" }).format(new Date());
    expect((await list(today, today)).total).toBe(1);
    expect((await list("2020-01-01", "2020-01-31")).total).toBe(0);
  });
});

describe("application files", () => {
  let id = 0;
  beforeAll(async () => {
    const [row] = await getDb(env.DB)
      .insert(jobApplications)
      .values({ submissionKey: crypto.randomUUID(), name: "Åsa Öberg", email: "asa@example.se", jobTitle: "Kock" })
      .returning({ id: jobApplications.id });
    id = row!.id;
    // Vite inlines the fixture as a data URL: a real PDF from tests/fixtures.
    const pdf = Uint8Array.from(atob(cvPdf.split(",")[1]!), (c) => c.charCodeAt(0));
    await env.JOB_APPLICATIONS.put(`${id}_cv.pdf`, pdf, { httpMetadata: { contentType: "application/pdf" } });
    await getDb(env.DB)
      .update(jobApplications)
      .set({ cvFilePath: `${id}_cv.pdf` })
      .where(eq(jobApplications.id, id));
  });

  it("serves a CV only to staff", async () => {
    const anonymous = await site().request(
      `${ORIGIN}/staff/applications/${id}/cv`,
      { headers: { "Sec-Fetch-Dest": "document" } },
      passwordEnv,
    );
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("Location")).toMatch(/^\/staff\/sign-in/);
    const download = await site().request(
      `${ORIGIN}/staff/applications/${id}/cv`,
      { headers: { "Sec-Fetch-Dest": "iframe" } },
      passwordEnv,
    );
    expect(download.status).toBe(401);
    expect(await download.text()).not.toContain("%PDF");
  });

  it("serves it to staff as an attachment with the stored type and nosniff, never inline", async () => {
    const response = await site().request(
      `${ORIGIN}/staff/applications/${id}/cv`,
      { headers: { Cookie: await sessionCookieHeader() } },
      passwordEnv,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="Ansokan ${id} Asa Oberg CV.pdf"; filename*=UTF-8''Ans%C3%B6kan%20${id}%20%E2%80%93%20%C3%85sa%20%C3%96berg%20%E2%80%93%20CV.pdf`,
    );
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });

  it("answers 404 for a cover letter that was never sent and for an unknown application", async () => {
    const cookie = await sessionCookieHeader();
    expect(
      (await site().request(`${ORIGIN}/staff/applications/${id}/cover-letter`, { headers: { Cookie: cookie } }, passwordEnv)).status,
    ).toBe(404);
    expect((await site().request(`${ORIGIN}/staff/applications/999999/cv`, { headers: { Cookie: cookie } }, passwordEnv)).status).toBe(404);
  });
});

describe("staff gate: Cloudflare Access", () => {
  const team = "https://fjallkallan.cloudflareaccess.com";
  const audience = "aud-0123456789abcdef";
  const accessEnv = { ...env, ACCESS_TEAM_DOMAIN: "fjallkallan", ACCESS_AUD: audience, STAFF_PASSWORD: PASSWORD } as Env;
  let privateJwk: JsonWebKey & { kid: string; alg: "RS256" };
  let strangerJwk: JsonWebKey & { kid: string; alg: "RS256" };
  let jwks: { keys: JsonWebKey[] };
  const fetched: string[] = [];
  const fetcher = (async (input: RequestInfo | URL) => {
    fetched.push(String(input));
    return String(input) === `${team}/cdn-cgi/access/certs` ? Response.json(jwks) : new Response("no", { status: 404 });
  }) as typeof fetch;

  const rsaKey = async (kid: string) => {
    const pair = (await crypto.subtle.generateKey(
      { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
      true,
      ["sign", "verify"],
    )) as CryptoKeyPair;
    const privateKey = { ...((await crypto.subtle.exportKey("jwk", pair.privateKey)) as JsonWebKey), kid, alg: "RS256" as const };
    const publicKey = { ...((await crypto.subtle.exportKey("jwk", pair.publicKey)) as JsonWebKey), kid, alg: "RS256" };
    return { privateKey, publicKey };
  };

  beforeAll(async () => {
    const own = await rsaKey("team-key-1");
    const stranger = await rsaKey("team-key-1");
    privateJwk = own.privateKey;
    strangerJwk = stranger.privateKey;
    jwks = { keys: [own.publicKey] };
  });
  afterEach(() => forgetAccessKeys());

  const now = () => Math.floor(Date.now() / 1000);
  const token = (claims: Record<string, unknown> = {}, key = privateJwk) =>
    sign(
      { aud: [audience], iss: team, email: "anna@fjallkallan.se", sub: "u1", iat: now() - 10, exp: now() + 600, ...claims },
      key as never,
    );
  /** A token whose header names the team's key but which is HMAC-signed with the public modulus as secret. */
  const hs256WithKid = async (claims: Record<string, unknown>) => {
    const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
    const unsigned = `${part({ alg: "HS256", typ: "JWT", kid: "team-key-1" })}.${part(claims)}`;
    const key = await crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(String(jwks.keys[0]!.n)),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign"],
    );
    const mac = new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(unsigned)));
    return `${unsigned}.${btoa(String.fromCharCode(...mac))
      .replace(/=+$/, "")
      .replace(/\+/g, "-")
      .replace(/\//g, "_")}`;
  };
  const get = (headers: Record<string, string>) => site(fetcher).request(`${ORIGIN}/staff/newsletter`, { headers }, accessEnv);

  it("lets a valid Access token in, checked against the team's keys", async () => {
    await getDb(env.DB)
      .insert(newsletterSubscriptions)
      .values({ submissionKey: crypto.randomUUID(), email: "nyhet@example.se", source: "popup" });
    const response = await get({ "Cf-Access-Jwt-Assertion": await token() });
    expect(response.status).toBe(200);
    expect(fetched).toContain(`${team}/cdn-cgi/access/certs`);
    const body = (await response.json()) as { rows: Array<{ cells: Array<string | null> }> };
    expect(body.rows[0]!.cells).toEqual([expect.any(String), "nyhet@example.se", "Nej, inte ännu", "Popup-rutan"]);
  });

  it("answers 401 without a token, even with a valid password session", async () => {
    const response = await get({ Cookie: await sessionCookieHeader(), "Sec-Fetch-Dest": "document" });
    expect(response.status).toBe(401);
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
  });

  it.each([
    ["signed by another key with the same kid", async () => token({}, strangerJwk)],
    ["for another application", async () => token({ aud: ["someone-else"] })],
    ["from another team", async () => token({ iss: "https://evil.cloudflareaccess.com" })],
    ["expired", async () => token({ exp: now() - 5 })],
    ["without an expiry", async () => token({ exp: undefined })],
    ["not a JWT at all", async () => "not.a.jwt"],
    [
      "signed with HS256 under the team key's kid (algorithm confusion)",
      async () => hs256WithKid({ aud: [audience], iss: team, exp: now() + 600 }),
    ],
  ])("answers 403 for a token %s", async (_, make) => {
    const response = await get({ "Cf-Access-Jwt-Assertion": await make() });
    expect(response.status).toBe(403);
    expect(await response.text()).not.toContain("nyhet@example.se");
  });
});
