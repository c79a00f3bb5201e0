import { describe, expect, it } from "vitest";
import { notificationSchema, type NotificationMessage } from "~/notifications/queue-contract";
import { notificationConfig } from "./config";
import { renderNotification } from "./render";
import { testEnv } from "./test-support";

const config = notificationConfig(
  testEnv({
    STAFF_BOOKING_TO: "bokning@fjallkallan.se",
    STAFF_LOST_FOUND_TO: "info@fjallkallan.se, reception@fjallkallan.se",
    STAFF_JOBS_TO: "jobb@fjallkallan.se",
  }),
);
const valid = (body: unknown): NotificationMessage => notificationSchema.parse(body);

describe("a reply from the desk", () => {
  const reply = (lang: "sv" | "en", kind: "bookings" | "lost-and-found" | "applications", body: string) =>
    renderNotification(valid({ type: "desk_reply", id: 7, lang, data: { to: "guest@example.org", kind, submissionId: 42, body } }), config);

  it("goes to the visitor in their language, from the hotel, with Reply-To the kind's staff mailbox", () => {
    const [english] = reply("en", "bookings", "Hello Ann,\nWe have a room.");
    expect(english!.role).toBe("visitor");
    expect(english!.mail.to).toEqual(["guest@example.org"]);
    expect(english!.mail.from).toEqual(config.from);
    expect(english!.mail.replyTo?.email).toBe("bokning@fjallkallan.se");
    expect(english!.mail.subject).toBe("Reply to your inquiry (no. 42) – Fjällkällan");
    expect(english!.mail.text).toContain("Hello Ann,\nWe have a room.");
    expect(english!.mail.text).toContain("Just reply to this e-mail");
    const [swedish] = reply("sv", "lost-and-found", "Hej!");
    expect(swedish!.mail.subject).toBe("Svar på din efterlysning (nr 42) – Fjällkällan");
    expect(swedish!.mail.replyTo?.email).toBe("info@fjallkallan.se");
    expect(swedish!.mail.html).toContain('<html lang="sv">');
  });

  it("carries the case's own reply address as Reply-To when the site signed one (decision 048)", () => {
    const replyTo = "svar+b42-0123456789abcdef0123456789abcdef@fjallkallan.se";
    const [mail] = renderNotification(
      valid({
        type: "desk_reply",
        id: 8,
        lang: "sv",
        data: { to: "guest@example.org", kind: "bookings", submissionId: 42, body: "Hej!", replyTo },
      }),
      config,
    );
    expect(mail!.mail.replyTo?.email).toBe(replyTo);
  });

  it("renders staff's text safely: escaped in HTML, and nothing of it in a header", () => {
    const hostile = "<img src=x onerror=alert(1)>\r\nBcc: evil@example.org\r\nSubject: hacked";
    const mail = reply("en", "applications", hostile)[0]!.mail;
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(mail.subject).toBe("Reply to your application (no. 42) – Fjällkällan");
    expect(mail.headers).toBeUndefined();
    expect(mail.text).toContain("Bcc: evil@example.org");
  });

  it("refuses a reply without an address or text at the consumer's door", () => {
    expect(
      notificationSchema.safeParse({
        type: "desk_reply",
        id: 1,
        lang: "en",
        data: { to: "not an address", kind: "bookings", submissionId: 1, body: "x" },
      }).success,
    ).toBe(false);
    expect(
      notificationSchema.safeParse({
        type: "desk_reply",
        id: 1,
        lang: "en",
        data: { to: "a@b.se", kind: "bookings", submissionId: 1, body: "" },
      }).success,
    ).toBe(false);
  });
});

describe("the morning summary", () => {
  it("goes to every staff mailbox once, the overdue marked in words", () => {
    const [summary] = renderNotification(
      valid({
        type: "desk_summary",
        id: 3,
        lang: "sv",
        data: {
          day: "2026-11-27",
          total: 2,
          items: [
            { kind: "lost-and-found", id: 5, name: "Greta <b>Ö</b>", createdAt: "2026-11-25T08:00:00.000Z", overdue: true },
            { kind: "bookings", id: 9, name: "Eva", createdAt: "2026-11-27T06:00:00.000Z", overdue: false },
          ],
        },
      }),
      config,
    );
    expect(summary!.role).toBe("staff");
    expect(summary!.mail.to).toEqual(["bokning@fjallkallan.se", "info@fjallkallan.se", "reception@fjallkallan.se", "jobb@fjallkallan.se"]);
    expect(summary!.mail.subject).toBe("Obesvarat 2026-11-27: 2 ärenden, 1 över 24 timmar – Fjällkällan");
    expect(summary!.mail.text).toContain("ÖVER 24 TIM · Efterlysning nr 5:\n  Greta <b>Ö</b> · inkommen 2026-11-25 09:00");
    expect(summary!.mail.text).toContain("\nBokningsförfrågan nr 9:\n  Eva · inkommen 2026-11-27 07:00");
    expect(summary!.mail.text.indexOf("nr 5")).toBeLessThan(summary!.mail.text.indexOf("nr 9"));
    expect(summary!.mail.text).toContain("/staff/lost-and-found/5");
    expect(summary!.mail.html).toContain("Greta &lt;b&gt;Ö&lt;/b&gt;");
  });
});
