import { Hono } from "hono";
import { createCookie } from "react-router";
import { describe, expect, it } from "vitest";
import { cookieDefaults, deleteSiteCookie, hardenSetCookie, setSiteCookie } from "./cookies";

const app = new Hono();
app.use(cookieDefaults);
app.get("/hono", (c) => {
  setSiteCookie(c, "staff_session", "abc");
  return c.text("ok");
});
app.get("/strict", (c) => {
  setSiteCookie(c, "staff_session", "abc", { sameSite: "Strict", maxAge: 3600 });
  return c.text("ok");
});
app.get("/none", (c) => {
  setSiteCookie(c, "tracker", "1", { sameSite: "None" });
  return c.text("ok");
});
app.get("/logout", (c) => {
  deleteSiteCookie(c, "staff_session");
  return c.text("ok");
});
// As a React Router route would: its own cookie helper, a raw header, two cookies at once.
app.get("/router", async () => {
  const session = createCookie("__session", { secrets: ["s3cret"] });
  const headers = new Headers();
  headers.append("Set-Cookie", await session.serialize({ id: 1 }));
  headers.append("Set-Cookie", "plain=1");
  headers.append("Set-Cookie", "language=en; Path=/; SameSite=None");
  return new Response("ok", { headers });
});

/** The attributes of each cookie a response sets, by cookie name. */
async function cookiesOf(url: string): Promise<Record<string, string[]>> {
  const response = await app.request(url);
  return Object.fromEntries(
    response.headers.getSetCookie().map((header) => {
      const [pair, ...attributes] = header.split(";").map((part) => part.trim());
      return [pair!.split("=")[0]!, attributes.map((attribute) => attribute.toLowerCase())];
    }),
  );
}

describe("cookies the site sets", () => {
  it("are Secure over https, SameSite=Lax, HttpOnly and site-wide by default", async () => {
    const { staff_session } = await cookiesOf("https://hotel.test/hono");
    expect(staff_session).toEqual(expect.arrayContaining(["secure", "samesite=lax", "httponly", "path=/"]));
  });

  it("are not Secure over plain http on a developer's machine (the browser would drop them)", async () => {
    const { staff_session } = await cookiesOf("http://127.0.0.1:4173/hono");
    expect(staff_session).not.toContain("secure");
    expect(staff_session).toEqual(expect.arrayContaining(["samesite=lax", "httponly"]));
  });

  it("keep SameSite=Strict when asked and never allow SameSite=None", async () => {
    expect((await cookiesOf("https://hotel.test/strict")).staff_session).toEqual(
      expect.arrayContaining(["samesite=strict", "max-age=3600"]),
    );
    const { tracker } = await cookiesOf("https://hotel.test/none");
    expect(tracker).toContain("samesite=lax");
    expect(tracker).not.toContain("samesite=none");
  });

  it("are deleted with the same attributes", async () => {
    const { staff_session } = await cookiesOf("https://hotel.test/logout");
    expect(staff_session).toEqual(expect.arrayContaining(["max-age=0", "secure", "httponly", "samesite=lax"]));
  });

  it("get the defaults even when set without the helper (React Router's createCookie, a raw header)", async () => {
    const cookies = await cookiesOf("https://hotel.test/router");
    expect(cookies.__session).toEqual(expect.arrayContaining(["secure", "httponly", "samesite=lax", "path=/"]));
    expect(cookies.__session!.filter((attribute) => attribute.startsWith("samesite"))).toHaveLength(1);
    expect(cookies.plain).toEqual(expect.arrayContaining(["secure", "httponly", "samesite=lax", "path=/"]));
    // The browser's script reads the language choice, so it stays readable; Lax instead of None.
    expect(cookies.language).toEqual(expect.arrayContaining(["secure", "samesite=lax"]));
    expect(cookies.language).not.toContain("httponly");
  });

  it("leave a cookie's value and its own attributes alone", () => {
    expect(hardenSetCookie("a=b=c; Max-Age=60; Path=/en; HttpOnly; Secure; SameSite=Strict", { https: true })).toBe(
      "a=b=c; Max-Age=60; Path=/en; HttpOnly; Secure; SameSite=Strict",
    );
  });
});
