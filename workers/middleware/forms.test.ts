import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { APPLICATION_BODY_LIMIT, DESK_REPLY_BODY_LIMIT, FORM_BODY_LIMIT, formProtection, PHOTO_BODY_LIMIT } from "./forms";

const app = new Hono();
app.use(...formProtection());
app.all("*", async (c) => c.text(`read ${(await c.req.arrayBuffer()).byteLength} bytes`));

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  app.request(`https://hotel.test${path}`, {
    method: "POST",
    body,
    headers: { Origin: "https://hotel.test", "Content-Type": "application/x-www-form-urlencoded", ...headers },
  });

describe("form protection", () => {
  it("lets a same-origin form post through", async () => {
    const response = await post("/kvarglomt", "name=Karin");
    expect(response.status).toBe(200);
  });

  it("refuses a cross-site form post", async () => {
    const response = await post("/booking-inquiry", "name=x", { Origin: "https://evil.example" });
    expect(response.status).toBe(403);
  });

  it("refuses a form post with neither Origin nor Sec-Fetch-Site", async () => {
    const response = await app.request("https://hotel.test/booking-inquiry", {
      method: "POST",
      body: "name=x",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(403);
  });

  it("answers 413 with a readable message for a text form body over its limit, in the page's language", async () => {
    const big = "x".repeat(FORM_BODY_LIMIT + 1);
    const sv = await post("/booking-inquiry", big, { "Content-Length": String(big.length) });
    expect(sv.status).toBe(413);
    expect(await sv.text()).toContain("för stort");
    const en = await post("/en/newsletter.data", big, { "Content-Length": String(big.length) });
    expect(en.status).toBe(413);
    expect(await en.text()).toContain("too large");
  });

  it("allows a job application up to two 5 MB files but not beyond", async () => {
    const fits = new Uint8Array(FORM_BODY_LIMIT * 4);
    expect((await post("/lediga-jobb", fits, { "Content-Type": "multipart/form-data; boundary=x" })).status).toBe(200);
    const tooBig = new Uint8Array(APPLICATION_BODY_LIMIT + 1);
    const response = await post("/lediga-jobb", tooBig, { "Content-Type": "multipart/form-data; boundary=x" });
    expect(response.status).toBe(413);
  });

  it("lets a desk reply carry a 10 MB PDF, on a case's page only, and says so in Swedish beyond it", async () => {
    const pdf = new Uint8Array(10 * 1024 * 1024 + 64 * 1024);
    for (const path of ["/staff/bookings/12", "/staff/lost-and-found/3.data"])
      expect((await post(path, pdf, { "Content-Length": String(pdf.length) })).status, path).toBe(200);
    const tooBig = new Uint8Array(DESK_REPLY_BODY_LIMIT + 1);
    const refused = await post("/staff/bookings/12", tooBig, { "Content-Length": String(tooBig.length) });
    expect(refused.status).toBe(413);
    expect(await refused.text()).toContain("högst 10 MB");
    for (const path of ["/staff/bookings", "/staff/person", "/staff/bookings/12/extra"])
      expect((await post(path, pdf, { "Content-Length": String(pdf.length) })).status, path).toBe(413);
  });

  it("allows a staff photo up to 15 MB, and says so in Swedish beyond", async () => {
    const photo = new Uint8Array(APPLICATION_BODY_LIMIT + 1);
    expect((await post("/staff/bilder", photo, { "Content-Type": "multipart/form-data; boundary=x" })).status).toBe(200);
    const tooBig = new Uint8Array(PHOTO_BODY_LIMIT + 1);
    const response = await post("/staff/bilder", tooBig, { "Content-Type": "multipart/form-data; boundary=x" });
    expect(response.status).toBe(413);
    expect(await response.text()).toBe("Bilden är för stor. Den får vara högst 15 MB.");
  });

  it("leaves GET requests alone", async () => {
    expect((await app.request("https://hotel.test/relax")).status).toBe(200);
  });

  describe("RFC 8058 one-click unsubscribe", () => {
    // As a mail provider sends it: from its servers, no Origin, no Sec-Fetch-Site, no form fields.
    const oneClick = (path: string, body = "List-Unsubscribe=One-Click", headers: Record<string, string> = {}) =>
      app.request(`https://hotel.test${path}`, {
        method: "POST",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      });

    it("lets the mail client's POST reach the unsubscribe page in both languages", async () => {
      expect((await oneClick("/newsletter/unsubscribe?token=u.1.x")).status).toBe(200);
      expect((await oneClick("/en/newsletter/unsubscribe?token=u.1.x")).status).toBe(200);
    });

    it("still refuses such a POST anywhere else, and without a token", async () => {
      for (const path of [
        "/newsletter",
        "/newsletter?token=u.1.x",
        "/newsletter/confirm?token=c.1.2.x",
        "/newsletter/unsubscribe",
        "/newsletter/unsubscribe.data?token=u.1.x",
        "/newsletter/unsubscribe/x?token=u.1.x",
        "/booking-inquiry?token=u.1.x",
      ]) {
        expect((await oneClick(path)).status, path).toBe(403);
      }
    });

    it("keeps the body limit on the unsubscribe path", async () => {
      const big = "x".repeat(FORM_BODY_LIMIT + 1);
      const response = await oneClick("/newsletter/unsubscribe?token=u.1.x", big, { "Content-Length": String(big.length) });
      expect(response.status).toBe(413);
    });
  });
});

describe("a post the site refuses without reading it", () => {
  const refusing = new Hono();
  refusing.use(...formProtection());
  refusing.all("*", (c) => c.text("no form here", 405));

  // As a browser sends a form: with its Content-Length.
  const sent = (path: string, origin: string, body = "a=b") =>
    new Request(`https://hotel.test${path}`, {
      method: "POST",
      body,
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(body.length) },
    });

  it("has its body read before the answer goes, so the connection stays usable for the next request", async () => {
    const noForm = sent("/relax", "https://hotel.test");
    expect((await refusing.fetch(noForm)).status).toBe(405);
    expect(noForm.bodyUsed).toBe(true);

    const crossSite = sent("/booking-inquiry", "https://evil.example");
    expect((await refusing.fetch(crossSite)).status).toBe(403);
    expect(crossSite.bodyUsed).toBe(true);
  });

  it("leaves a refused body larger than the form's limit unread instead of reading it without bound", async () => {
    const huge = sent("/booking-inquiry", "https://evil.example", "x".repeat(FORM_BODY_LIMIT + 1));
    expect((await refusing.fetch(huge)).status).toBe(403);
    expect(huge.bodyUsed).toBe(false);
  });
});
