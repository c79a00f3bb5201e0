import { describe, expect, it } from "vitest";
import { authenticationFailure, automaticMailReason, readGuestMail, withoutQuotedHistory } from "./guest-mail.server";

const passed =
  "i=1; mx.cloudflare.net; dkim=pass header.d=example.se; dmarc=pass header.from=example.se; spf=pass smtp.mailfrom=anna@example.se";

describe("automatic mail (loops)", () => {
  it.each([
    ["an out-of-office (Auto-Submitted)", { "Auto-Submitted": "auto-replied" }, "anna@example.se"],
    ["a vacation responder (Precedence)", { Precedence: "auto_reply" }, "anna@example.se"],
    ["bulk mail", { Precedence: "bulk" }, "news@example.se"],
    ["an X-Autoreply", { "X-Autoreply": "yes" }, "anna@example.se"],
    ["a mailing list", { "List-Id": "<guests.example.se>" }, "list@example.se"],
    ["a bounce (empty Return-Path)", {}, ""],
    ["a bounce (<>)", {}, "<>"],
    ["a bounce from the mailer daemon", {}, "MAILER-DAEMON@mx.example.se"],
    ["a delivery report", { "Content-Type": 'multipart/report; report-type="delivery-status"' }, "anna@example.se"],
  ])("recognises %s", (_, headers, from) => {
    expect(automaticMailReason(new Headers(headers), from)).not.toBeNull();
  });

  it("lets a person's answer through (Auto-Submitted: no is a person)", () => {
    expect(automaticMailReason(new Headers({ "Auto-Submitted": "no" }), "anna@example.se")).toBeNull();
    expect(automaticMailReason(new Headers(), "anna@example.se")).toBeNull();
  });
});

describe("Email Routing's authentication verdict", () => {
  it("accepts a sender that passed DMARC with SPF or DKIM", () => {
    expect(authenticationFailure(new Headers({ "ARC-Authentication-Results": passed }))).toBeNull();
    expect(
      authenticationFailure(new Headers({ "Authentication-Results": "mx.cloudflare.net; spf=fail; dkim=pass; dmarc=pass" })),
    ).toBeNull();
  });

  it("refuses a DMARC failure, a sender that passed neither SPF nor DKIM, and mail without a verdict", () => {
    expect(
      authenticationFailure(new Headers({ "ARC-Authentication-Results": "i=1; mx.cloudflare.net; dkim=pass; spf=pass; dmarc=fail" })),
    ).toBe("dmarc=fail");
    expect(
      authenticationFailure(new Headers({ "Authentication-Results": "mx.cloudflare.net; spf=softfail; dkim=none; dmarc=none" })),
    ).toMatch(/spf=softfail dkim=none/);
    expect(authenticationFailure(new Headers())).toBe("no authentication results");
  });
});

describe("quoted history", () => {
  it.each([
    [
      "Gmail",
      "Yes, we arrive on Friday.\n\nOn Tue, 1 Dec 2026 at 10:00, Fjällkällan <no-reply@fjallkallan.se> wrote:\n> Hello,\n> We have a room.",
    ],
    [
      "Gmail, wrapped",
      "Yes, we arrive on Friday.\n\nOn Tue, 1 Dec 2026 at 10:00, Fjällkällan Hotell & Spa\n<svar+b1-abc@fjallkallan.se> wrote:\n> Hello",
    ],
    [
      "Swedish Apple Mail",
      "Yes, we arrive on Friday.\n\n1 dec. 2026 kl. 10:00 skrev Fjällkällan:\n\nDen 1 dec. 2026 skrev Fjällkällan <x@y.se>:\n> Hej",
    ],
    [
      "Outlook",
      "Yes, we arrive on Friday.\n\nFrån: Fjällkällan <no-reply@fjallkallan.se>\nSkickat: den 1 december 2026 10:00\nTill: anna@example.se\nÄmne: Svar",
    ],
    ["Outlook (Original Message)", "Yes, we arrive on Friday.\n-----Original Message-----\nFrom: Fjällkällan\nHello"],
    ["trailing > lines", "Yes, we arrive on Friday.\n\n> Hello,\n> We have a room.\n"],
  ])("is cut where %s marks it", (_, text) => {
    expect(withoutQuotedHistory(text)).toBe("Yes, we arrive on Friday.");
  });

  it("keeps an inline > quote with an answer under it, and keeps everything when nothing would be left", () => {
    const inline = "> Do you have a room?\nYes please, two nights.";
    expect(withoutQuotedHistory(inline)).toBe(inline);
    const onlyQuote = "> Hello,\n> We have a room.";
    expect(withoutQuotedHistory(onlyQuote)).toBe(onlyQuote);
  });
});

const crlf = (lines: string[]) => lines.join("\r\n");

describe("reading a guest's mail", () => {
  it("converts HTML-only mail to text, and nothing of its markup survives as HTML", async () => {
    const raw = crlf([
      "From: Anna Berg <anna@example.se>",
      "To: svar+b1-0@fjallkallan.se",
      "Subject: Re: Your inquiry",
      "Message-ID: <html-only@example.se>",
      "Content-Type: text/html; charset=utf-8",
      "",
      '<p>Tack! Vi kommer <b>fredag</b>.</p><script>alert(1)</script><img src=x onerror="alert(2)"><a href="https://evil.example">klicka</a>',
    ]);
    const mail = await readGuestMail(raw, "anna@example.se");
    expect(mail.text).toContain("Tack! Vi kommer fredag.");
    expect(mail.text).not.toMatch(/<script|<img|onerror|<p>|<b>/);
    expect(mail.from).toBe("anna@example.se");
    expect(mail.subject).toBe("Re: Your inquiry");
    expect(mail.messageId).toBe("<html-only@example.se>");
  });

  it("keeps a PDF and a photo, and names what it refuses: a program, a file too many", async () => {
    const part = (name: string, type: string, body: string) => [
      "--b",
      `Content-Type: ${type}; name="${name}"`,
      `Content-Disposition: attachment; filename="${name}"`,
      "Content-Transfer-Encoding: base64",
      "",
      btoa(body),
    ];
    const raw = crlf([
      "From: anna@example.se",
      "Subject: Files",
      'Content-Type: multipart/mixed; boundary="b"',
      "",
      "--b",
      "Content-Type: text/plain; charset=utf-8",
      "",
      "Here are the papers.",
      ...part("offer.pdf", "application/pdf", "%PDF-1.4 minimal"),
      ...part("photo.jpg", "image/jpeg", "\xff\xd8\xff\xe0jpeg"),
      ...part("run.exe", "application/x-msdownload", "MZ"),
      ...["2", "3", "4", "5"].flatMap((n) => part(`more-${n}.pdf`, "application/pdf", "%PDF")),
      "--b--",
      "",
    ]);
    const mail = await readGuestMail(raw, "anna@example.se");
    expect(mail.text).toBe("Here are the papers.");
    expect(mail.files.map((file) => [file.name, file.type])).toEqual([
      ["offer.pdf", "application/pdf"],
      ["photo.jpg", "image/jpeg"],
      ["more-2.pdf", "application/pdf"],
      ["more-3.pdf", "application/pdf"],
      ["more-4.pdf", "application/pdf"],
    ]);
    expect(new TextDecoder().decode(mail.files[0]!.content)).toBe("%PDF-1.4 minimal");
    expect(mail.refusedFiles).toEqual(["run.exe (filtypen tas inte emot)", "more-5.pdf (fler än 5 bilagor)"]);
  });
});
