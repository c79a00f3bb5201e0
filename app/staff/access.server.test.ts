import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  endSession,
  passwordMatches,
  safeNext,
  sessionCookie,
  sessionIdentity,
  staffAccessMode,
  startSession,
  SESSION_SECONDS,
} from "./access.server";

/** Anna, in the staff directory: every password session names a person. */
async function anna(): Promise<number> {
  await env.DB.prepare("INSERT OR IGNORE INTO staff_members (name, created_by) VALUES ('Anna Berg', 'test')").run();
  return (await env.DB.prepare("SELECT id FROM staff_members WHERE name = 'Anna Berg'").first<{ id: number }>())!.id;
}

describe("staff access configuration", () => {
  it("uses Cloudflare Access when both the team and the audience are set, whatever the password", () => {
    for (const team of ["fjallkallan", "fjallkallan.cloudflareaccess.com", "https://fjallkallan.cloudflareaccess.com/"]) {
      expect(staffAccessMode({ ACCESS_TEAM_DOMAIN: team, ACCESS_AUD: "aud", STAFF_PASSWORD: "x".repeat(20) })).toEqual({
        kind: "access",
        issuer: "https://fjallkallan.cloudflareaccess.com",
        audience: "aud",
        certsUrl: "https://fjallkallan.cloudflareaccess.com/cdn-cgi/access/certs",
      });
    }
  });

  it("falls back to the password only when it is at least 16 characters, and is closed otherwise", () => {
    expect(staffAccessMode({ ACCESS_TEAM_DOMAIN: "fjallkallan", STAFF_PASSWORD: "x".repeat(16) }).kind).toBe("password");
    expect(staffAccessMode({ STAFF_PASSWORD: "x".repeat(15) }).kind).toBe("closed");
    expect(staffAccessMode({}).kind).toBe("closed");
  });
});

describe("password and session", () => {
  it("compares the password exactly", async () => {
    expect(await passwordMatches("rätt-häst-batteri", "rätt-häst-batteri")).toBe(true);
    expect(await passwordMatches("rätt-häst-batteri ", "rätt-häst-batteri")).toBe(false);
    expect(await passwordMatches("", "rätt-häst-batteri")).toBe(false);
  });

  it("names the cookie __Host- and Secure over https; drops both only on a plain-http loopback preview", async () => {
    expect(sessionCookie(new URL("https://fjallkallan.se/staff"))).toEqual({ name: "__Host-staff_session", secure: true });
    expect(sessionCookie(new URL("http://127.0.0.1:4173/staff"))).toEqual({ name: "staff_session", secure: false });
    expect(sessionCookie(new URL("http://fjallkallan.se/staff"))).toBeUndefined();
    const local = await startSession(env.DB, new URL("http://127.0.0.1:4173/staff/sign-in"), "p".repeat(16), await anna());
    expect(local).toMatch(/^staff_session=.*; HttpOnly; SameSite=Strict$/);
    expect(local).not.toContain("Secure");
  });

  it("accepts its own cookie on the same origin only", async () => {
    const cookie = (await startSession(env.DB, new URL("https://fjallkallan.se/"), "p".repeat(16), await anna())).split(";")[0]!;
    const at = (url: string) => new Request(url, { headers: { Cookie: cookie } });
    expect(await sessionIdentity(env.DB, at("https://fjallkallan.se/staff"), "p".repeat(16))).toEqual({
      name: "Anna Berg",
      via: "password",
      memberId: await anna(),
    });
    // A __Host- cookie sent over http (someone set it there) is not the session.
    expect(await sessionIdentity(env.DB, at("http://127.0.0.1/staff"), "p".repeat(16))).toBeUndefined();
  });

  it("ends the session on the server at sign-out: the same cookie, replayed, is refused", async () => {
    const password = "p".repeat(16);
    const cookie = (await startSession(env.DB, new URL("https://fjallkallan.se/"), password, await anna())).split(";")[0]!;
    const other = (await startSession(env.DB, new URL("https://fjallkallan.se/"), password, await anna())).split(";")[0]!;
    const at = (value: string, method = "GET") => new Request("https://fjallkallan.se/staff", { method, headers: { Cookie: value } });
    expect(await sessionIdentity(env.DB, at(cookie), password)).toEqual({ name: "Anna Berg", via: "password", memberId: await anna() });

    const cleared = await endSession(env.DB, at(cookie, "POST"), password);
    expect(cleared).toMatch(/^__Host-staff_session=; Max-Age=0;/);
    expect(await sessionIdentity(env.DB, at(cookie), password)).toBeUndefined();
    // Another browser's session goes on.
    expect(await sessionIdentity(env.DB, at(other), password)).toEqual({ name: "Anna Berg", via: "password", memberId: await anna() });
  });

  it("refuses a session whose row has run out, even if the cookie's own clock has not", async () => {
    const password = "p".repeat(16);
    const started = Date.now();
    const cookie = (await startSession(env.DB, new URL("https://fjallkallan.se/"), password, await anna(), started)).split(";")[0]!;
    const at = new Request("https://fjallkallan.se/staff", { headers: { Cookie: cookie } });
    expect(await sessionIdentity(env.DB, at, password, started + SESSION_SECONDS * 1000 - 1)).toBeDefined();
    expect(await sessionIdentity(env.DB, at, password, started + SESSION_SECONDS * 1000)).toBeUndefined();
    await env.DB.prepare("UPDATE staff_sessions SET expires_at = ?").bind(new Date(started).toISOString()).run();
    expect(await sessionIdentity(env.DB, at, password, started + 1)).toBeUndefined();
  });

  it("sends people back into the inbox after signing in, never elsewhere", () => {
    expect(safeNext("/staff/bookings?from=2026-11-01")).toBe("/staff/bookings?from=2026-11-01");
    expect(safeNext("/staff")).toBe("/staff");
    for (const bad of ["//evil.example/staff", "https://evil.example/staff", "/staffevil", "/relax", null])
      expect(safeNext(bad)).toBe("/staff");
  });

  it("answers a next= with a line break or a character Headers refuse with the start page, never an exception", () => {
    for (const bad of ["/staff/bookings\r\nSet-Cookie: a=b", "/staff\n", "/staff/\u0000", "/staff/..\\evil", "/staff/../relax"]) {
      expect(safeNext(bad), JSON.stringify(bad)).toBe("/staff");
    }
    // What remains is spelled as the URL parser spells it: always a valid Location header.
    expect(safeNext("/staff/sök?namn=Åsa")).toBe("/staff/s%C3%B6k?namn=%C3%85sa");
    expect(() => new Headers({ Location: safeNext("/staff/sök\u2028") })).not.toThrow();
  });
});
