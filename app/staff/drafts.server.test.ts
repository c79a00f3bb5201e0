import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { keepDraft, takeDraft } from "./drafts.server";

const ORIGIN = "https://hotel.test";
const post = (path: string, fields: Record<string, string>, headers: Record<string, string> = { "Sec-Fetch-Site": "same-origin" }) =>
  new Request(`${ORIGIN}${path}`, { method: "POST", body: new URLSearchParams(fields), headers });

describe("a reply or note sent after the session ended, without JavaScript", () => {
  it("is kept, named by a cookie of that browser, and sends the person to sign in and back", async () => {
    const response = await keepDraft(env.DB, post("/staff/bookings/7", { intent: "reply", body: "Välkomna!", key: "k" }));
    expect(response?.status).toBe(303);
    expect(response?.headers.get("Location")).toBe("/staff/sign-in?next=%2Fstaff%2Fbookings%2F7");
    const cookie = response!.headers.get("Set-Cookie")!;
    expect(cookie).toMatch(/^__Host-staff_draft=[0-9a-f]{32}; Max-Age=86400; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    const back = (path: string, withCookie = true) =>
      takeDraft(getDb(env.DB), new Request(`${ORIGIN}${path}`, { headers: withCookie ? { Cookie: cookie.split(";")[0]! } : {} }), path);
    // Another case, or the same case without the cookie, gets nothing.
    expect(await back("/staff/bookings/8")).toBeNull();
    expect(await back("/staff/bookings/7", false)).toBeNull();
    expect(await back("/staff/bookings/7")).toEqual({ intent: "reply", text: "Välkomna!" });
    // Once.
    expect(await back("/staff/bookings/7")).toBeNull();
  });

  it("keeps nothing from another site, from elsewhere than a case, or without text", async () => {
    expect(
      await keepDraft(env.DB, post("/staff/bookings/7", { intent: "note", note: "Hej" }, { "Sec-Fetch-Site": "cross-site" })),
    ).toBeUndefined();
    expect(await keepDraft(env.DB, post("/staff/svarsmallar", { intent: "note", note: "Hej" }))).toBeUndefined();
    expect(await keepDraft(env.DB, post("/staff/bookings/7", { intent: "note", note: "  " }))).toBeUndefined();
    expect(await keepDraft(env.DB, post("/staff/bookings/7", { intent: "status", status: "avslutad" }))).toBeUndefined();
    expect(await keepDraft(env.DB, new Request(`${ORIGIN}/staff/bookings/7`))).toBeUndefined();
  });
});
