import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { NewsletterConfirmationMessage } from "~/notifications/queue-contract";
import { notificationConfig } from "./config";
import { notificationSchema } from "~/notifications/queue-contract";
import { renderNotification } from "./render";
import { capturedMail, clearTables, deliver, messages, mockMailChannels, queueMessage, testEnv } from "./test-support";

/** The double opt-in mail (docs/decisions/005-newsletter-consent.md), as the forms enqueue it. */
const confirmation = (lang: "sv" | "en"): NewsletterConfirmationMessage => ({
  type: "newsletter_confirmation",
  id: 12,
  lang,
  data: {
    email: "guest@example.com",
    confirmToken: "c.12.1795000000.AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8",
    unsubscribeToken: "u.12.ZGVmZ2hpamtsbW5vcHFyc3R1dnd4eXp7fH1-f4CBgoM",
  },
});

const config = notificationConfig(testEnv());
const render = (message: unknown) => renderNotification(notificationSchema.parse(message), config);

beforeEach(clearTables);
afterEach(() => vi.restoreAllMocks());

describe("the newsletter confirmation mail", () => {
  it("goes to the visitor alone, in Swedish, with the confirm and unsubscribe links on the site's configured origin", () => {
    const mails = render(confirmation("sv"));
    expect(mails.map(({ role }) => role)).toEqual(["visitor"]);
    const { mail } = mails[0]!;
    expect(mail.to).toEqual(["guest@example.com"]);
    expect(mail.replyTo).toEqual({ email: "info@fjallkallan.se", name: "Fjällkällan Hotell & Spa" });
    expect(mail.subject).toBe("Bekräfta din prenumeration – Fjällkällan Hotell & Spa");
    const confirmUrl = `https://fjallkallan.se/newsletter/confirm?token=${confirmation("sv").data.confirmToken}`;
    const unsubscribeUrl = `https://fjallkallan.se/newsletter/unsubscribe?token=${confirmation("sv").data.unsubscribeToken}`;
    expect(mail.text).toContain(
      `Bekräfta att det var du som anmälde den här adressen genom att öppna länken och trycka på knappen Bekräfta prenumerationen:\n${confirmUrl}`,
    );
    expect(mail.text).toContain("Länken gäller i 30 dagar.");
    expect(mail.text).toContain(`Avregistrera adressen direkt här:\n${unsubscribeUrl}`);
    expect(mail.html).toContain(`<a href="${confirmUrl}"`);
    expect(mail.html).toContain(`<a href="${unsubscribeUrl}"`);
    expect(mail.html).toContain('<html lang="sv">');
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${unsubscribeUrl}>, <mailto:marknad@fjallkallan.se?subject=Avregistrera%20nyhetsbrev>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("is in English, with English links, for a sign-up on the English site", () => {
    const { mail } = render(confirmation("en"))[0]!;
    const unsubscribeUrl = `https://fjallkallan.se/en/newsletter/unsubscribe?token=${confirmation("en").data.unsubscribeToken}`;
    expect(mail.subject).toBe("Confirm your subscription – Fjällkällan Hotell & Spa");
    expect(mail.text).toContain(`https://fjallkallan.se/en/newsletter/confirm?token=${confirmation("en").data.confirmToken}`);
    expect(mail.text).toContain("The link is valid for 30 days.");
    expect(mail.text).not.toMatch(/Bekräfta|Hej/);
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.headers).toEqual({
      "List-Unsubscribe": `<${unsubscribeUrl}>, <mailto:marknad@fjallkallan.se?subject=Unsubscribe%20newsletter>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });

  it("never repeats the typed address: a +tag's text does not reach mail the hotel signs", () => {
    const tagged = (lang: "sv" | "en") => ({
      ...confirmation(lang),
      data: { ...confirmation(lang).data, email: "guest+Your.deposit.is.refundable.at.evil.example@example.com" },
    });
    for (const lang of ["sv", "en"] as const) {
      const { mail } = render(tagged(lang))[0]!;
      expect(mail.to).toEqual(["guest+Your.deposit.is.refundable.at.evil.example@example.com"]);
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toContain("refundable");
        expect(part).not.toContain("guest");
      }
    }
  });

  it("leaves the staff's subscription notice without unsubscribe headers: its reader is not the subscriber", () => {
    const [staff] = render(messages.newsletter);
    expect(staff!.mail.headers).toBeUndefined();
  });

  it("posts the headers to MailChannels with the mail", async () => {
    const mail = mockMailChannels();
    const { message, record } = queueMessage(confirmation("sv"));
    await deliver([message]);
    const [request] = mail.requests();
    expect(request!.body).toMatchObject({
      personalizations: [{ to: [{ email: "guest@example.com" }] }],
      subject: "Bekräfta din prenumeration – Fjällkällan Hotell & Spa",
      headers: {
        "List-Unsubscribe": expect.stringMatching(/^<https:\/\/fjallkallan\.se\/newsletter\/unsubscribe\?token=u\.12\.[\w-]+>, <mailto:/),
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    expect(record.acks).toBe(1);
  });

  it("is captured with its headers when no API key is set, and sent only once when redelivered", async () => {
    const fetch = mockMailChannels();
    const { message } = queueMessage(confirmation("en"), { id: "same-message" });
    await deliver([message], { MAILCHANNELS_API_KEY: undefined });
    await deliver([message], { MAILCHANNELS_API_KEY: undefined });
    expect(fetch.spy).not.toHaveBeenCalled();
    const captured = await capturedMail();
    expect(captured).toHaveLength(1);
    expect(captured[0]).toMatchObject({ message_id: "newsletter_confirmation:12:visitor", recipients: "guest@example.com" });
    expect(JSON.parse(String(captured[0]!.payload)).headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  });

  it("is refused as malformed when a token is not one the site signs", () => {
    const signed = confirmation("sv").data;
    for (const bad of [
      "",
      "u.12.x",
      "<script>",
      `u.12.${"a".repeat(300)}`,
      "https://evil.example/?x",
      signed.confirmToken,
      `${signed.unsubscribeToken}&next=x`,
    ]) {
      const message = { ...confirmation("sv"), data: { ...confirmation("sv").data, unsubscribeToken: bad } };
      expect(notificationSchema.safeParse(message).success, bad).toBe(false);
    }
  });
});

describe("the mail-relay brake on confirmations in the consumer (decision 013)", () => {
  it("sends one confirmation to a+1@ and a+2@ within 10 minutes, and none the site held back", async () => {
    const mail = mockMailChannels();
    const to = (id: number, email: string, extra: object = {}) => ({
      ...confirmation("sv"),
      id,
      data: { ...confirmation("sv").data, email },
      ...extra,
    });
    await deliver([queueMessage(to(1, "lisa+1@example.se")).message]);
    await deliver([queueMessage(to(2, "Lisa+2@example.se")).message]);
    await deliver([queueMessage(to(3, "other@example.se", { visitorCopy: "held_ceiling" })).message]);
    expect(mail.requests().map((request) => request.body.personalizations[0]!.to[0]!.email)).toEqual(["lisa+1@example.se"]);
  });
});
