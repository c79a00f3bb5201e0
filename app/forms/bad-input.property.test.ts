import { env } from "cloudflare:workers";
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import cvPdf from "../../tests/fixtures/cv.pdf?inline";
import { recordingQueue, testContext } from "../../tests/setup/forms";
import type { CloudflareContext } from "~/context";
import { counterpartPath, type Lang } from "~/i18n/lang";
import { bookingInquiryAction } from "./booking-inquiry.server";
import { todayInSweden } from "./dates";
import { formKeyFields } from "./form-key-fields";
import { issueFormKey, MAX_KEY_AGE_MS } from "./form-key.server";
import { jobApplicationAction } from "./job-application.server";
import { lostAndFoundAction } from "./lost-and-found.server";
import { formMessages, type FormWithMessages } from "./validation-messages";
import { newsletterAction } from "./newsletter.server";
import type { FormActionData } from "./results";
import { notificationSchema } from "~/notifications/queue-contract";
import { hotel } from "~/site";
import { isStaffPath } from "~/staff/paths";
import { isPublicPage } from "../../workers/middleware/page-cache";
import { notificationConfig, type NotificationsEnv } from "../../workers/notifications/config";
import { renderNotification } from "../../workers/notifications/render";

/**
 * Bad input against every public form action, inside workerd with the real D1 and R2 (issue 6):
 * arbitrary and hostile unicode, huge values, missing, repeated and extra fields, values of the
 * wrong kind, broken bodies and files that lie about what they are. Whatever arrives, the action
 * answers below 500, stores nothing it refused, and refuses with messages the visitor can read.
 */

type Value = string | File;
type Fields = Record<string, Value | Value[] | undefined>;
type Answer = { data: FormActionData; init: ResponseInit | null };

interface FormUnderTest {
  name: string;
  path: string;
  table: string;
  action: (request: Request, context: CloudflareContext, lang: Lang) => Promise<Answer>;
  valid: () => Fields;
  /** Fields the visitor must fill in: missing, blank or huge, each is refused with a message on that field. */
  required: string[];
  /** Fields next to which the form shows a message; "any" when it shows one for every refusal. */
  shown: string[] | "any";
  /** The form whose message texts its page sends (app/forms/validation-messages.ts). */
  messages: FormWithMessages;
}

const day = (offset: number) => {
  const d = new Date(`${todayInSweden()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
};

function pdf(name = "cv.pdf", type = "application/pdf"): File {
  return new File([Uint8Array.from(atob(cvPdf.split(",")[1]!), (c) => c.charCodeAt(0))], name, { type });
}

const contact = { name: "Anna Berg", email: "anna@example.se", phone: "070-123 45 67" };

const forms: FormUnderTest[] = [
  {
    name: "booking inquiry, private tab",
    path: "/booking-inquiry",
    table: "booking_inquiries",
    action: bookingInquiryAction,
    valid: () => ({
      formType: "private",
      category: "relax",
      ...contact,
      participants: "2",
      checkInDate: day(20),
      checkOutDate: day(22),
      packageType: "spa-weekend",
      requestSpa: "on",
    }),
    required: ["category", "name", "email", "phone", "participants", "checkInDate", "checkOutDate"],
    shown: [
      "category",
      "name",
      "email",
      "phone",
      "participants",
      "checkInDate",
      "checkOutDate",
      "packageType",
      "dietaryRequirements",
      "additionalRequests",
    ],
    messages: "booking-inquiry",
  },
  {
    name: "booking inquiry, company tab",
    path: "/en/booking-inquiry",
    table: "booking_inquiries",
    action: bookingInquiryAction,
    valid: () => ({
      formType: "business",
      category: "conference",
      ...contact,
      company: "Skogsbolaget AB",
      participants: "18",
      nights: "1",
      checkInDate: day(40),
      checkOutDate: day(41),
      conferenceType: "overnight",
      needsAccommodation: "no",
      meals: ["lunch", "morningCoffee"],
    }),
    required: ["category", "name", "company", "email", "phone", "participants", "checkInDate", "checkOutDate", "needsAccommodation"],
    shown: [
      "category",
      "name",
      "company",
      "email",
      "phone",
      "participants",
      "nights",
      "checkInDate",
      "checkOutDate",
      "conferenceType",
      "needsAccommodation",
      "accommodationNotes",
      "meals",
      "technicalEquipment",
      "dietaryRequirements",
      "additionalRequests",
    ],
    messages: "booking-inquiry",
  },
  {
    name: "lost and found",
    path: "/kvarglomt",
    table: "lost_and_found",
    action: lostAndFoundAction,
    valid: () => ({
      name: "Karin Öberg",
      address: "Storgatan 12",
      zipCode: "90326",
      city: "Umeå",
      phone: "+46 70-123 45 67",
      email: "karin@example.se",
      arrivalDate: day(-5),
      departureDate: day(-3),
      itemDescription: "Blå ullhalsduk",
      acceptTerms: "on",
    }),
    required: ["name", "address", "zipCode", "city", "phone", "email", "arrivalDate", "departureDate", "itemDescription", "acceptTerms"],
    shown: [
      "name",
      "address",
      "zipCode",
      "city",
      "country",
      "phone",
      "email",
      "bookingNumber",
      "roomNumber",
      "arrivalDate",
      "departureDate",
      "itemDescription",
      "acceptTerms",
    ],
    messages: "lost-and-found",
  },
  {
    name: "job application",
    path: "/lediga-jobb",
    table: "job_applications",
    action: jobApplicationAction,
    valid: () => ({ jobId: "chef", name: "Sara Holm", email: "sara@example.se", phone: "", message: "Hej!", cv: pdf() }),
    required: ["jobId", "name", "email", "cv"],
    shown: ["jobId", "name", "email", "phone", "message", "cv", "coverLetter"],
    messages: "job-application",
  },
  {
    name: "newsletter, footer",
    path: "/newsletter",
    table: "newsletter_subscriptions",
    action: newsletterAction,
    valid: () => ({ email: "nyhet@example.se", source: "footer" }),
    required: ["email"],
    // Both newsletter forms answer any refusal with one message under the address.
    shown: "any",
    messages: "newsletter",
  },
  {
    name: "newsletter, popup",
    path: "/en/newsletter",
    table: "newsletter_subscriptions",
    action: newsletterAction,
    valid: () => ({ email: "popup@example.se", source: "popup" }),
    required: ["email"],
    shown: "any",
    messages: "newsletter",
  },
];

/** Hidden fields every form carries: the form key's, and the honeypot that makes a submission a bot's. */
const formKeyNames: string[] = Object.values(formKeyFields);

// --- Arbitraries ---------------------------------------------------------------------------

/** Characters that break naive code: controls, bidi overrides, joiners, BOM, lone surrogates. */
const hostile = fc.constantFrom(
  "\u0000",
  "\u0007",
  "\b",
  "\t",
  "\n",
  "\r\n",
  "\u001b[31m",
  "\u007f",
  "\u0085",
  "\u200b",
  "\u200e",
  "\u200f",
  "\u202a",
  "\u202e",
  "\u2066",
  "\u2069",
  "\ufeff",
  "\ufffd",
  "\uffff",
  "\ud800",
  "\udfff",
  "\udc00\ud800",
  "👩‍👩‍👧‍👦",
  "🇸🇪",
  "e\u0301",
  "Z̴̡͉a̷l̶g̵o",
  "ß",
  "İ",
  "ﷺ",
  "𝔘𝔫𝔦",
  "'; DROP TABLE booking_inquiries; --",
  "<script>alert(1)</script>",
  "${7*7}",
  "{{7*7}}",
  "%00",
  "%ZZ",
  "../../etc/passwd",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "0x10",
  "[]",
  "{}",
  "null",
  "undefined",
  "true",
  "on",
  " ",
);

/** Any text: plain, full unicode (surrogate halves included), and pieces of the hostile set. */
const anyText = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.array(fc.oneof(hostile, fc.string({ maxLength: 5 })), { maxLength: 8 }).map((parts) => parts.join("")),
);

/** Longer than any field allows (the longest is 4,000); still under the Worker's 64 KB form limit. */
const hugeText = fc
  .tuple(fc.oneof(hostile, fc.string({ minLength: 1, maxLength: 3 }), fc.constant("9")), fc.integer({ min: 4_100, max: 20_000 }))
  .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)));

/** Empty, or only characters a trim removes. */
const blank = fc.constantFrom("", " ", "\t", "\n\r", "\u00a0", "\u3000", "   \u2029  ");

/** A file that claims to be a document and is not one: the bytes decide, not the name or type. */
const lyingFile = fc
  .record({
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 256 }),
      fc.constantFrom(
        new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), // PNG
        new Uint8Array([0x4d, 0x5a, 0x90, 0x00]), // Windows executable
        new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]), // a ZIP without Word parts
        new TextEncoder().encode("<html><script>alert(1)</script></html>"),
        new TextEncoder().encode(" %PDF-1.7"), // the signature, but not at the start
      ),
    ),
    name: fc.constantFrom("cv.pdf", "CV.PDF", "brev.docx", "gammal.doc", "cv.pdf.exe", "cv", "ｃｖ.pdf", "cv\u202efdp.exe"),
    type: fc.constantFrom(
      "application/pdf",
      "application/msword",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "",
    ),
  })
  // An empty or nameless file is what a browser sends for "no file chosen": answered as a
  // missing file ("Bifoga ditt CV"), which the first property covers.
  .filter(({ bytes }) => bytes.length > 0)
  .map(({ bytes, name, type }) => new File([bytes], name, { type }));

const anyFile = fc.oneof(
  lyingFile,
  fc
    .record({
      text: anyText,
      name: anyText.map((name) => (name.endsWith("\\") ? `${name}x` : name)),
      type: fc.constantFrom("text/plain", "image/png", "application/octet-stream", ""),
    })
    .map(({ text, name, type }) => new File([text], name, { type })),
);

/** Any value a form field can carry, of the right kind or not: text, files, or several at once. */
const anyValue: fc.Arbitrary<Value | Value[] | undefined> = fc.oneof(
  { weight: 4, arbitrary: anyText },
  { weight: 1, arbitrary: hugeText },
  { weight: 1, arbitrary: blank },
  { weight: 1, arbitrary: anyFile },
  { weight: 1, arbitrary: fc.array(fc.oneof(anyText, anyFile), { minLength: 2, maxLength: 3 }) },
  { weight: 1, arbitrary: fc.constant(undefined) },
);

/** Names a form does not have, including ones that look like paths into objects. */
const extraName = fc.oneof(
  // workerd's FormData refuses to build a name ending in a backslash (a browser never sends one).
  fc.string({ minLength: 1, maxLength: 12 }).map((name) => (name.endsWith("\\") ? `${name}x` : name)),
  fc.constantFrom(
    "__proto__",
    "__proto__.polluted",
    "constructor.prototype.polluted",
    "prototype",
    "name.first",
    "email[0]",
    "meals[99]",
    "cv.name",
    "a[b][c]",
    "toString",
    "hasOwnProperty",
  ),
);

// --- Running a submission ------------------------------------------------------------------

let client = 0;
/** Each submission from its own address (its own IPv6 /64, as the limit counts), so the rate limit (10 a minute) never answers instead. */
const nextAddress = () => `2001:db8:${(++client).toString(16)}::1`;

async function post(path: string, fields: Fields, extra: Array<[string, Value]> = []): Promise<Request> {
  const formKey = await issueFormKey(env, Date.now() - 10_000);
  const body = new FormData();
  body.set("_key", formKey.key);
  body.set("_rendered", formKey.rendered);
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) body.append(name, item);
  }
  for (const [name, value] of extra) body.append(name, value);
  return new Request(`https://hotel.test${path}`, {
    method: "POST",
    body,
    headers: { Origin: "https://hotel.test", "CF-Connecting-IP": nextAddress() },
  });
}

async function count(table: string): Promise<number> {
  return (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0;
}

async function submit(form: FormUnderTest, request: Request, lang: Lang) {
  const before = await count(form.table);
  const queue = recordingQueue();
  const context = testContext(queue.queue);
  const answer = await form.action(request, context, lang);
  await context.settle();
  return { answer, status: answer.init?.status ?? 200, added: (await count(form.table)) - before, sent: queue.sent.length };
}

/** The invariants every answer keeps, whatever was sent. */
function expectSafe(form: FormUnderTest, { answer, status, added, sent }: Awaited<ReturnType<typeof submit>>, lang: Lang) {
  expect(status, "never a server error").toBeLessThan(500);
  expect(Object.prototype).not.toHaveProperty("polluted");
  if (answer.data.outcome !== "success") {
    expect(added, "a refused submission stores no row").toBe(0);
    expect(sent, "and announces nothing").toBe(0);
  } else {
    expect(added, "an accepted one stores exactly one row").toBeLessThanOrEqual(1);
  }
  if (answer.data.outcome === "invalid") {
    const errors = Object.entries(answer.data.result?.error ?? {}).filter(([, messages]) => messages && messages.length > 0);
    expect(errors.length, "a refusal says what is wrong").toBeGreaterThan(0);
    for (const [field, messages] of errors) {
      for (const key of messages!) {
        // The page shows a key's text in the visitor's language; an unknown key would show itself.
        const known = formMessages(form.messages, lang);
        expect(known, `message for ${field}`).toHaveProperty([key]);
        expect(known[key as keyof typeof known]?.trim()).not.toBe("");
      }
    }
    if (form.shown !== "any") {
      const shown = form.shown;
      expect(
        errors.some(([field]) => shown.includes(field)),
        `a message next to a field the visitor sees (got ${errors.map(([f]) => f).join(", ")})`,
      ).toBe(true);
    }
  }
}

const langs = fc.constantFrom<Lang>("sv", "en");
/** Enough runs to find the edges; small enough that the whole unit suite stays quick. */
const runs = { numRuns: 25 };
/** Each property makes dozens of D1 round trips: on a busy machine that is more than vitest's 5 s default. */
const timeout = 60_000;

beforeEach(async () => {
  for (const table of new Set(forms.map((form) => form.table))) await env.DB.prepare(`DELETE FROM ${table}`).run();
});

describe.each(forms)("bad input: $name", (form) => {
  it(
    "answers anything in any field, missing, repeated or of the wrong kind, plus extra fields, safely",
    async () => {
      const fieldNames = Object.keys({ ...form.valid(), ...Object.fromEntries(form.required.map((name) => [name, ""])) });
      await fc.assert(
        fc.asyncProperty(
          fc.record(Object.fromEntries(fieldNames.map((name) => [name, fc.option(anyValue, { nil: "keep" as const })]))),
          fc.array(
            fc.tuple(
              extraName.filter((name) => !formKeyNames.includes(name) && !fieldNames.includes(name)),
              fc.oneof(anyText, anyFile),
            ),
            { maxLength: 4 },
          ),
          langs,
          async (changes, extra, lang) => {
            const valid = form.valid();
            const fields = Object.fromEntries(fieldNames.map((name) => [name, changes[name] === "keep" ? valid[name] : changes[name]]));
            expectSafe(form, await submit(form, await post(form.path, fields, extra), lang), lang);
          },
        ),
        runs,
      );
    },
    timeout,
  );

  it(
    "refuses a required field that is missing, blank or huge, with a message on that field and no row",
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...form.required),
          fc.oneof(fc.constant(undefined), blank, hugeText),
          langs,
          async (field, value, lang) => {
            const result = await submit(form, await post(form.path, { ...form.valid(), [field]: value }), lang);
            expectSafe(form, result, lang);
            expect(result.status).toBe(400);
            expect(result.answer.data.outcome).toBe("invalid");
            expect(result.answer.data.result?.error?.[field]?.length, `a message on ${field}`).toBeGreaterThan(0);
          },
        ),
        runs,
      );
    },
    timeout,
  );

  it("stores the untouched form once, so the properties above are not vacuous", async () => {
    const result = await submit(form, await post(form.path, form.valid()), "sv");
    expect(result.answer.data.outcome).toBe("success");
    expect(result.added).toBe(1);
  });

  it(
    "answers a body that is not a readable form with 400 and stores nothing",
    async () => {
      const boundary = "----hotelboundary";
      const validBody = await new Response(await post(form.path, form.valid()).then((request) => request.formData())).arrayBuffer();
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            // Random bytes under a multipart type, with and without a boundary.
            fc.record({
              body: fc.uint8Array({ maxLength: 512 }),
              type: fc.constantFrom(`multipart/form-data; boundary=${boundary}`, "multipart/form-data", "multipart/form-data; boundary="),
            }),
            // A real multipart body cut short or sent under the wrong boundary.
            fc.record({
              body: fc.integer({ min: 0, max: validBody.byteLength - 1 }).map((end) => new Uint8Array(validBody.slice(0, end))),
              type: fc.constantFrom(`multipart/form-data; boundary=${boundary}`, "multipart/form-data; boundary=x"),
            }),
            // Parts with broken headers.
            fc.record({
              body: fc
                .tuple(anyText, anyText)
                .map(([name, value]) =>
                  new TextEncoder().encode(
                    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n--${boundary}`,
                  ),
                ),
              type: fc.constant(`multipart/form-data; boundary=${boundary}`),
            }),
            // Other content types entirely.
            fc.record({
              body: anyText.map((text) => new TextEncoder().encode(text)),
              type: fc.constantFrom("application/x-www-form-urlencoded", "application/json", "text/plain", ""),
            }),
          ),
          langs,
          async ({ body, type }, lang) => {
            const headers: Record<string, string> = { Origin: "https://hotel.test", "CF-Connecting-IP": nextAddress() };
            if (type) headers["Content-Type"] = type;
            const request = new Request(`https://hotel.test${form.path}`, { method: "POST", body, headers });
            const result = await submit(form, request, lang);
            expectSafe(form, result, lang);
            expect(result.answer.data.outcome).not.toBe("success");
            expect(result.status).toBe(400);
          },
        ),
        runs,
      );
    },
    timeout,
  );
});

describe("bad input: values of a kind no field sends", () => {
  it("answers two values where one belongs, and an option the form does not offer, in the visitor's words", async () => {
    const job = forms[3]!;
    const list = await submit(job, await post(job.path, { ...job.valid(), message: ["Hej", "då"] }), "en");
    expect(list.answer.data.result?.error?.message).toEqual(["field.invalid"]);
    const company = forms[1]!;
    const option = await submit(company, await post(company.path, { ...company.valid(), meals: ["lunch", "brunch"] }), "sv");
    expect(Object.values(option.answer.data.result?.error ?? {}).flat()).toEqual(["field.invalid"]);
    expect(formMessages("booking-inquiry", "sv")["field.invalid"]).toBe("Ogiltigt värde");
  });
});

describe("bad input: hidden fields nobody types into", () => {
  it.each(["evil", "", "Private", "private ", "__proto__"])(
    "answers a booking inquiry whose tab is %j with a message for the whole form",
    async (formType) => {
      const form = forms[0]!;
      const result = await submit(form, await post(form.path, { ...form.valid(), formType }), "sv");
      expectSafe(form, result, "sv");
      expect(result.status).toBe(400);
      expect(result.answer.data.outcome).toBe("failed");
    },
  );
});

describe("bad input: files that lie", () => {
  const job = forms.find((form) => form.table === "job_applications")!;

  async function objects(): Promise<number> {
    return (await env.JOB_APPLICATIONS.list()).objects.length;
  }

  it(
    "refuses a CV or cover letter whose bytes are not PDF, DOC or DOCX, whatever its name and type say",
    async () => {
      await fc.assert(
        fc.asyncProperty(lyingFile, fc.constantFrom("cv", "coverLetter"), langs, async (file, field, lang) => {
          const stored = await objects();
          const result = await submit(job, await post(job.path, { ...job.valid(), [field]: file }), lang);
          expectSafe(job, result, lang);
          expect(result.answer.data.outcome).toBe("invalid");
          expect(result.answer.data.result?.error?.[field], `${JSON.stringify(file.name)} ${file.type} ${file.size} B`).toEqual([
            "file.type",
          ]);
          expect(await objects(), "no file kept").toBe(stored);
        }),
        runs,
      );
    },
    timeout,
  );

  it("refuses a real PDF over 5 MB with the size message", async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode("%PDF-1.7\n"));
    const result = await submit(
      job,
      await post(job.path, { ...job.valid(), cv: new File([big], "cv.pdf", { type: "application/pdf" }) }),
      "en",
    );
    expectSafe(job, result, "en");
    expect(result.answer.data.result?.error?.cv).toEqual(["file.tooLarge"]);
  });
});

describe("bad input: form keys that are not a fresh rendering of the form", () => {
  /** A key of our own, rendered `ageMs` ago; or one whose signature, key or time was changed on the way. */
  const tampered = fc.oneof(
    fc.integer({ min: MAX_KEY_AGE_MS + 1000, max: 10 * MAX_KEY_AGE_MS }).map((ageMs) => ({ ageMs, change: "none" as const })),
    fc.constantFrom("signature", "key", "time", "dots").map((change) => ({ ageMs: 10_000, change })),
  );

  it.each(forms)(
    "never stores $name from an expired or forged key, and tells the visitor",
    async (form) => {
      await fc.assert(
        fc.asyncProperty(tampered, langs, async ({ ageMs, change }, lang) => {
          const formKey = await issueFormKey(env, Date.now() - ageMs);
          const [issuedAt, key, signature] = formKey.rendered.split(".") as [string, string, string];
          const rendered = {
            none: formKey.rendered,
            signature: `${issuedAt}.${key}.${signature.replace(/^./, (c) => (c === "A" ? "B" : "A"))}`,
            key: `${issuedAt}.${crypto.randomUUID()}.${signature}`,
            time: `${Number(issuedAt) - 1}.${key}.${signature}`,
            dots: `${formKey.rendered}.${signature}`,
          }[change];
          const request = await post(form.path, form.valid());
          const body = await request.formData();
          body.set(formKeyFields.key, formKey.key);
          body.set(formKeyFields.rendered, rendered);
          const headers = new Headers(request.headers);
          headers.delete("Content-Type"); // a new multipart body gets a new boundary
          const result = await submit(form, new Request(request.url, { method: "POST", body, headers }), lang);
          expectSafe(form, result, lang);
          expect(result.answer.data.outcome).toBe("failed");
          expect(result.added).toBe(0);
          if (change === "none") expect(result.answer.data.notice).toBe("stale");
        }),
        runs,
      );
    },
    timeout,
  );
});

describe("bad input: dates beyond two years ahead (issue 14)", () => {
  const bookingForms = forms.filter((form) => form.table === "booking_inquiries");
  /** A real calendar date from the day after the latest accepted one (today + 2 years) to year 9999. */
  const farDate = fc
    .date({ min: new Date(Date.now() + 2 * 366 * 86_400_000 + 2 * 86_400_000), max: new Date("9999-12-31T00:00:00Z"), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));

  it.each(bookingForms)(
    "refuses $name with a far check-in or check-out, stores nothing, says why",
    async (form) => {
      await fc.assert(
        fc.asyncProperty(farDate, fc.constantFrom("checkInDate", "checkOutDate", "both"), langs, async (far, which, lang) => {
          const fields = {
            ...form.valid(),
            ...(which === "checkInDate"
              ? { checkInDate: far, checkOutDate: far }
              : which === "checkOutDate"
                ? { checkOutDate: far }
                : { checkInDate: far, checkOutDate: "9999-12-31" }),
          };
          const result = await submit(form, await post(form.path, fields), lang);
          expectSafe(form, result, lang);
          expect(result.answer.data.outcome).toBe("invalid");
          expect(result.added).toBe(0);
          expect(result.answer.data.result?.error?.checkOutDate ?? result.answer.data.result?.error?.checkInDate).toEqual([
            "date.tooFarAhead",
          ]);
        }),
        runs,
      );
    },
    timeout,
  );
});

describe("bad input: the booking confirmation as a mail relay (issue 14, decision 013)", () => {
  const bookingForms = forms.filter((form) => form.table === "booking_inquiries");
  const config = notificationConfig({ DB: env.DB } as NotificationsEnv);
  const phishing = fc.oneof(
    fc.webUrl().map((url) => `Ditt konto är spärrat! Logga in på ${url} inom 24 h`),
    fc.constantFrom(
      "Urgent: verify your card at https://evil.example/login",
      "Vinnare! Ring 0900-123 45 67 och ange kod 998877",
      "Skicka ditt BankID till support@evil.example",
      '<a href="https://evil.example">Klicka här</a>',
      "www.evil.example/betala",
    ),
  );
  const freeText = ["name", "company", "additionalRequests", "dietaryRequirements", "accommodationNotes", "technicalEquipment"];
  const links = (body: string) => body.match(/(?:https?:\/\/|www\.)[^\s"'<>)]+/g) ?? [];

  async function queued(form: FormUnderTest, fields: Fields, lang: Lang) {
    const queue = recordingQueue();
    const context = testContext(queue.queue);
    const answer = await form.action(await post(form.path, fields), context, lang);
    await context.settle();
    return { answer, messages: queue.sent };
  }

  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM visitor_mail").run();
  });

  it.each(bookingForms)(
    "$name: the visitor's copy repeats no typed word and links only to the hotel; the staff get it escaped",
    async (form) => {
      await fc.assert(
        fc.asyncProperty(
          phishing,
          fc.constantFrom(...freeText.filter((field) => form.shown === "any" || form.shown.includes(field))),
          langs,
          async (text, field, lang) => {
            await env.DB.prepare("DELETE FROM visitor_mail").run();
            const { answer, messages } = await queued(
              form,
              { ...form.valid(), email: "victim@example.se", [field]: text, name: field === "name" ? text : "Anna Berg" },
              lang,
            );
            expect(answer.data.outcome).toBe("success");
            const [message] = messages.map((body) => notificationSchema.parse(body));
            expect(message?.type).toBe("booking");
            const [staff, visitor] = renderNotification(message!, config, message!.type === "booking" ? message!.visitorCopy : "send");
            expect(visitor?.role).toBe("visitor");
            for (const body of [visitor!.mail.text, visitor!.mail.html, visitor!.mail.subject]) {
              expect(body).not.toContain(text.trim());
              expect(body).not.toContain("evil");
              expect(body).not.toContain("Anna");
              for (const link of links(body)) expect(link.startsWith(hotel.origin)).toBe(true);
            }
            expect(staff!.mail.text).toContain(text.trim().split("\n")[0]!.replace(/\s+/g, " ").slice(0, 20));
            expect(staff!.mail.html).not.toContain('<a href="https://evil');
          },
        ),
        runs,
      );
    },
    timeout,
  );

  it(
    "mails one visitor copy a day to an address, whatever its case or plus-tag, and a staff mail for every inquiry",
    async () => {
      const [form] = bookingForms;
      const verdicts = [];
      for (const email of ["victim+1@example.se", "Victim+2@example.se", "victim@example.se"]) {
        const { messages } = await queued(form!, { ...form!.valid(), email }, "sv");
        const message = notificationSchema.parse(messages[0]);
        verdicts.push(message.type === "booking" ? message.visitorCopy : undefined);
      }
      expect(verdicts).toEqual(["send", "held_recipient", "held_recipient"]);
    },
    timeout,
  );
});

/**
 * Hostile paths (issue 14, items 2, 5 and 6), as a visitor can type them into the address bar:
 * slashes, backslashes and their encodings, dot segments, odd casings of the staff inbox. The
 * language redirect and toggle never leave the site, the staff gate sees every spelling of /staff,
 * and the page cache never keeps one. (The path rules' own properties: app/i18n/lang.property.test.ts.)
 */
describe("hostile paths", () => {
  const piece = fc.constantFrom(
    "/",
    "//",
    "\\",
    "/\\",
    "%2F",
    "%2f",
    "%5C",
    "%252F",
    "..",
    "%2e%2e",
    "\t",
    "\n",
    "evil.com",
    "en",
    "EN",
    "relax",
    "staff",
    "STAFF",
    "Staff",
    "%73taff",
    "%53TAFF",
    "sta%66f",
    "bookings",
    "?x=//evil.com",
    "@evil.com",
  );
  const hostilePath = fc.array(piece, { minLength: 1, maxLength: 8 }).map((parts) => `/${parts.join("")}`);

  it("the other language's path always stays on this site", () => {
    fc.assert(
      fc.property(hostilePath, (path) => {
        const target = counterpartPath(path);
        expect(target, path).toMatch(/^\/(?![/\\])/);
        expect(new URL(target, "https://fjallkallan.se").origin, path).toBe("https://fjallkallan.se");
      }),
      { numRuns: 2000 },
    );
  });

  it("a path that reaches the staff inbox is gated and never cached, however it is spelt", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("/staff", "/STAFF", "/Staff/bookings", "/%73taff", "//staff", "/sta%66f/applications"),
        hostilePath,
        (staff, suffix) => {
          const path = `${staff}${suffix}`;
          expect(isStaffPath(path), path).toBe(true);
          expect(isPublicPage(path), path).toBe(false);
        },
      ),
      { numRuns: 500 },
    );
  });
});
