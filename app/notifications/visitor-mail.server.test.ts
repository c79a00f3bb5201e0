import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import {
  deleteExpiredVisitorMail,
  mailRecipientKey,
  reserveVisitorMail,
  visitorMailPerHour,
  visitorMailRecipient,
} from "./visitor-mail.server";

const db = getDb(env.DB);
const NOW = new Date("2026-11-27T12:00:00.000Z");
const minutes = (n: number) => new Date(NOW.getTime() + n * 60_000);
const booking = (email: string, id: number) => ({ email, mailKey: `booking:${id}`, kind: "booking" as const });
const confirmation = (email: string, id: number, resend?: number) => ({
  email,
  mailKey: `newsletter_confirmation:${id}${resend ? `:${resend}` : ""}`,
  kind: "newsletter_confirmation" as const,
});

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM visitor_mail").run();
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe("the mail-relay brake (decision 013)", () => {
  it("counts an address once whatever its case or plus-tag", () => {
    expect(mailRecipientKey(" Anna+1@Example.SE ")).toBe("anna@example.se");
    expect(mailRecipientKey("anna+2@example.se")).toBe("anna@example.se");
    expect(mailRecipientKey("+x@example.se")).toBe("+x@example.se");
  });

  it("lets one booking confirmation a day reach an address, counting a+1@ and a+2@ as one", async () => {
    expect(await reserveVisitorMail(db, booking("a+1@example.se", 1), 200, NOW)).toBe("send");
    expect(await reserveVisitorMail(db, booking("A+2@example.se", 2), 200, minutes(60))).toBe("held_recipient");
    expect(await reserveVisitorMail(db, booking("a@example.se", 3), 200, minutes(23 * 60 + 59))).toBe("held_recipient");
    expect(await reserveVisitorMail(db, booking("a@example.se", 4), 200, minutes(24 * 60))).toBe("send");
  });

  it("answers the same mail the same way every time it is asked (the site, then the consumer)", async () => {
    expect(await reserveVisitorMail(db, booking("b@example.se", 1), 200, NOW)).toBe("send");
    expect(await reserveVisitorMail(db, booking("b@example.se", 1), 200, minutes(5))).toBe("send");
    expect(await reserveVisitorMail(db, booking("b@example.se", 2), 200, minutes(5))).toBe("held_recipient");
  });

  it("lets only one of many mails to one address through when they race", async () => {
    const verdicts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => reserveVisitorMail(db, booking(`c+${i}@example.se`, i + 1), 200, NOW)),
    );
    expect(verdicts.filter((verdict) => verdict === "send")).toHaveLength(1);
  });

  it("re-sends a newsletter confirmation after 10 minutes, at most three mails a day, and holds a booking copy meanwhile", async () => {
    expect(await reserveVisitorMail(db, confirmation("d@example.se", 1), 200, NOW)).toBe("send");
    expect(await reserveVisitorMail(db, confirmation("d@example.se", 1, 1), 200, minutes(9))).toBe("held_recipient");
    expect(await reserveVisitorMail(db, confirmation("d@example.se", 1, 2), 200, minutes(10))).toBe("send");
    expect(await reserveVisitorMail(db, booking("d@example.se", 7), 200, minutes(30))).toBe("held_recipient");
    expect(await reserveVisitorMail(db, confirmation("d@example.se", 1, 3), 200, minutes(21))).toBe("send");
    expect(await reserveVisitorMail(db, confirmation("d@example.se", 1, 4), 200, minutes(40))).toBe("held_recipient");
  });

  it("holds every visitor mail above the site's hourly ceiling, and frees it an hour later", async () => {
    for (let i = 1; i <= 3; i++) expect(await reserveVisitorMail(db, booking(`e${i}@example.se`, i), 3, minutes(i))).toBe("send");
    expect(await reserveVisitorMail(db, booking("e4@example.se", 4), 3, minutes(10))).toBe("held_ceiling");
    expect(await reserveVisitorMail(db, confirmation("e5@example.se", 5), 3, minutes(10))).toBe("held_ceiling");
    expect(await reserveVisitorMail(db, booking("e4@example.se", 4), 3, minutes(62))).toBe("send");
  });

  it("takes the ceiling from VISITOR_MAIL_PER_HOUR, 50 when unset or unusable (decision 036)", () => {
    expect(visitorMailPerHour({ VISITOR_MAIL_PER_HOUR: "80" })).toBe(80);
    expect(visitorMailPerHour({})).toBe(50);
    expect(visitorMailPerHour({ VISITOR_MAIL_PER_HOUR: "lots" })).toBe(50);
  });

  it("counts a Gmail mailbox once under any spelling of dots (decision 036), and only Gmail", async () => {
    expect(visitorMailRecipient("A.N.N.A+x@GoogleMail.com")).toBe("anna@gmail.com");
    expect(visitorMailRecipient("an.na@gmail.com")).toBe("anna@gmail.com");
    expect(visitorMailRecipient("an.na@example.se")).toBe("an.na@example.se");
    expect(visitorMailRecipient("...@gmail.com")).toBe("...@gmail.com");
    expect(await reserveVisitorMail(db, booking("anna.svensson@gmail.com", 1), 200, NOW)).toBe("send");
    expect(await reserveVisitorMail(db, booking("a.n.n.a.s.v.e.n.s.s.o.n@gmail.com", 2), 200, minutes(5))).toBe("held_recipient");
    expect(await reserveVisitorMail(db, booking("annasvensson+2@googlemail.com", 3), 200, minutes(6))).toBe("held_recipient");
    expect(await reserveVisitorMail(db, booking("anna.svensson@example.se", 4), 200, minutes(7))).toBe("send");
  });

  it("is forgotten by retention once its day is over", async () => {
    await reserveVisitorMail(db, booking("f@example.se", 1), 200, NOW);
    await reserveVisitorMail(db, booking("g@example.se", 2), 200, minutes(60));
    expect(await deleteExpiredVisitorMail(db, minutes(24 * 60 + 1))).toBe(1);
    const left = await env.DB.prepare("SELECT recipient FROM visitor_mail").all();
    expect(left.results).toEqual([{ recipient: "g@example.se" }]);
  });
});
