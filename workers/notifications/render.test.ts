import { describe, expect, it } from "vitest";
import { notificationConfig } from "./config";
import { notificationSchema, type NotificationMessage } from "~/notifications/queue-contract";
import { escapeHtml } from "~/server/escape-html";
import { renderNotification } from "./render";
import { messages, testEnv } from "./test-support";

const config = notificationConfig(testEnv());
const valid = (body: unknown): NotificationMessage => notificationSchema.parse(body);

describe("rendering", () => {
  it("escapes every visitor-supplied value in the HTML and keeps it as typed in the text", () => {
    const hostile = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
    const [staff, visitor] = renderNotification(
      valid({
        ...messages.privateBooking,
        data: { ...messages.privateBooking.data, name: `Eva ${hostile}`, additionalRequests: hostile, mothersDayOption: "'quoted'" },
      }),
      config,
    );
    const { mail } = staff!;
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;");
    expect(mail.html).toContain("&#39;quoted&#39;");
    expect(mail.text).toContain(hostile);
    // The visitor's copy repeats none of it (decision 013).
    for (const body of [visitor!.mail.text, visitor!.mail.html]) {
      expect(body).not.toContain("script");
      expect(body).not.toContain("onerror");
      expect(body).not.toContain("quoted");
      expect(body).not.toContain("Eva");
    }
  });

  it("keeps line breaks out of the subject and the Reply-To name", () => {
    const [staff] = renderNotification(
      valid({ ...messages.lostFound, data: { ...messages.lostFound.data, name: "Karin\r\nBcc: someone@example.com" } }),
      config,
    );
    expect(staff!.mail.subject).toBe("Ny efterlysning av kvarglömt föremål: Karin Bcc: someone@example.com (2026-10-02–2026-10-04)");
    expect(staff!.mail.replyTo).toEqual({ email: "karin@example.se", name: "Karin Bcc: someone@example.com" });
  });

  it("names the package as it was called when the inquiry was sent, and by its old code before that", () => {
    const named = valid({
      ...messages.privateBooking,
      lang: "en",
      data: { ...messages.privateBooking.data, packageType: "vinterpaket", packageName: "Vinterpaket", packageLabel: "Winter package" },
    });
    const [staff, visitor] = renderNotification(named, config);
    expect(staff!.mail.text).toContain("Vinterpaket");
    expect(staff!.mail.text).not.toContain("vinterpaket");
    expect(staff!.mail.text).not.toContain("packageName");
    expect(staff!.mail.text).not.toContain("packageLabel");
    expect(visitor!.mail.text).toContain("Winter package");
    const [before] = renderNotification(valid(messages.privateBooking), config);
    expect(before!.mail.text).toContain("Paket: Spaweekend");
  });

  it("lists every submitted booking field, including one the form gains later", () => {
    const [staff, visitor] = renderNotification(
      valid({ ...messages.businessBooking, data: { ...messages.businessBooking.data, parkingSpaces: 4, additionalRequests: "" } }),
      config,
    );
    const text = staff!.mail.text;
    for (const label of [
      "Vem gäller förfrågan? Företag",
      "Vad gäller det? Konferens",
      "Företag: Skogsbolaget AB",
      "Kontaktperson: Per Lind",
      "E-post: per@skogsbolaget.se",
      "Telefon: 0910-12 34 56",
      "Antal deltagare: 18",
      "Antal nätter: 1",
      "Ankomstdatum: 2027-01-19 (tisdag)",
      "Avresedatum: 2027-01-20 (onsdag)",
      "Typ av konferens: Konferens med övernattning",
      "Behöver ni boende? Ja",
      "Om boendet (antal rum, enkelrum eller dubbelrum): Tolv enkelrum",
      "Måltider: Lunch, Förmiddagsfika",
      "Specialkost och allergier: Två vegetarianer",
      "Teknik (projektor, mikrofon, videomöte …): Projektor",
      "Övriga önskemål: –",
      "parkingSpaces: 4",
    ]) {
      expect(text).toContain(label);
    }
    // The visitor's copy leaves out what they left empty.
    expect(visitor!.mail.text).not.toContain("Other wishes");
    expect(visitor!.mail.text).toContain("Type of conference: Conference with overnight stay");
  });

  it("writes the visitor's confirmation in Swedish for a Swedish inquiry, with the hotel's contact details", () => {
    const [, visitor] = renderNotification(valid(messages.privateBooking), config);
    expect(visitor!.mail.text).toContain("Hej!");
    expect(visitor!.mail.text).not.toContain("Anna");
    expect(visitor!.mail.text).toContain("Ankomstdatum: fredag 11 december 2026");
    expect(visitor!.mail.text).toContain("ring oss på 0918-123 40");
    expect(visitor!.mail.text).toContain("Källbergsvägen 1, 935 91 Norsjö");
    // Only what they asked for: no "Nej" for the activity box they left unticked.
    expect(visitor!.mail.text).not.toContain("aktiviteter");
    expect(visitor!.mail.html).toContain('<html lang="sv">');
  });

  it("sends a staff mail and a receipt for every form, and one staff mail for a newsletter sign-up", () => {
    for (const message of [messages.privateBooking, messages.lostFound, messages.jobApplication]) {
      expect(renderNotification(valid(message), config).map((mail) => mail.role)).toEqual(["staff", "visitor"]);
    }
    expect(renderNotification(valid(messages.newsletter), config).map((mail) => mail.role)).toEqual(["staff"]);
  });

  describe("the lost-and-found and job application receipts (decision 048)", () => {
    const hostile = 'Vinn 10 000 kr! <a href="https://evil.example">klicka</a> <script>x()</script>';
    const cases = [
      {
        what: "lost-and-found report",
        message: {
          ...messages.lostFound,
          data: { ...messages.lostFound.data, name: hostile, itemDescription: hostile, roomNumber: hostile, phone: hostile },
        },
      },
      {
        what: "job application",
        message: {
          ...messages.jobApplication,
          data: { ...messages.jobApplication.data, name: hostile, message: hostile, phone: hostile, jobTitle: hostile },
        },
      },
    ];

    it.each(cases)("a $what's receipt carries no word the visitor typed, only the reference number", ({ message }) => {
      const [staff, visitor] = renderNotification(valid(message), config);
      // The staff mail does show it, escaped: the test would fail if the hostile text were never rendered.
      expect(staff!.mail.text).toContain(hostile);
      for (const body of [visitor!.mail.text, visitor!.mail.html, visitor!.mail.subject]) {
        for (const piece of ["Vinn", "10 000", "evil.example", "klicka", "script", "x()"]) expect(body).not.toContain(piece);
      }
      expect(visitor!.mail.to).toEqual([message.data.email]);
      expect(visitor!.mail.text).toMatch(new RegExp(`(Referensnummer|Reference number): ${message.id}\\b`));
    });

    it.each(["sv", "en"] as const)("writes the receipts in the visitor's language (%s)", (lang) => {
      const lost = renderNotification(valid({ ...messages.lostFound, lang }), config)[1]!.mail;
      const job = renderNotification(valid({ ...messages.jobApplication, lang }), config)[1]!.mail;
      if (lang === "sv") {
        expect(lost.subject).toBe("Vi har tagit emot din efterlysning – Fjällkällan Hotell & Spa");
        expect(lost.text).toContain("Referensnummer: 7");
        expect(job.subject).toBe("Vi har tagit emot din ansökan – Fjällkällan Hotell & Spa");
        expect(job.html).toContain('<html lang="sv">');
      } else {
        expect(lost.subject).toBe("We have received your lost item report – Fjällkällan Hotell & Spa");
        expect(lost.text).toContain("Reference number: 7");
        expect(job.subject).toBe("We have received your application – Fjällkällan Hotell & Spa");
        expect(job.html).toContain('<html lang="en">');
      }
    });

    it("leaves the receipt out when the brake held it, and the staff mail says so", () => {
      const rendered = renderNotification(valid(messages.jobApplication), config, "held_recipient");
      expect(rendered.map((mail) => mail.role)).toEqual(["staff"]);
      expect(rendered[0]!.mail.text).toContain("OBS: Mottagningsbeskedet till besökaren skickades inte");
    });
  });

  it("falls back to the hotel's address when a staff recipient is not configured", () => {
    const bare = notificationConfig(testEnv({ STAFF_NEWSLETTER_TO: " , " }));
    const [staff] = renderNotification(valid(messages.newsletter), bare);
    expect(staff!.mail.to).toEqual(["info@fjallkallan.se"]);
  });

  it("escapes all five HTML-special characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});
