import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { businessInquirySchema, privateInquirySchema } from "./booking-inquiry";
import { latestInquiryDate, todayInSweden } from "./dates";
import { formMessages } from "./validation-messages";

const inDays = (days: number) => {
  const d = new Date(`${todayInSweden()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

function form(fields: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) data.append(key, v);
  }
  return data;
}

const privateBase = {
  formType: "private",
  category: "weekend",
  name: "Anna Berg",
  email: "anna@example.se",
  phone: "070-123 45 67",
  participants: "2",
  checkInDate: inDays(10),
  checkOutDate: inDays(12),
};

const businessBase = {
  ...privateBase,
  formType: "business",
  category: "conference",
  company: "Skogsbolaget AB",
  participants: "14",
  needsAccommodation: "yes",
};

const sv = formMessages("booking-inquiry", "sv");
const errorsOf = (schema: typeof privateInquirySchema | typeof businessInquirySchema, fields: Record<string, string | string[]>) => {
  const result = parseWithZod(form(fields), { schema }).reply();
  return Object.fromEntries(
    Object.entries(result.error ?? {}).map(([k, v]) => [k, (v ?? []).map((key) => sv[key as keyof typeof sv] ?? key)]),
  );
};

describe("private booking inquiry", () => {
  it("accepts a complete inquiry and fills the defaults", () => {
    const submission = parseWithZod(form(privateBase), { schema: privateInquirySchema });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ participants: 2, requestSpa: false, requestActivity: false });
  });

  it.each([
    ["name", "A", "Namn måste vara minst 2 tecken"],
    ["email", "anna@", "Ogiltig e-postadress"],
    ["phone", "12345", "Telefonnummer måste vara minst 6 siffror"],
    ["participants", "", "Ange antal personer"],
    ["participants", "0", "Ange antal personer"],
    ["checkInDate", "", "Välj ett ankomstdatum"],
    ["checkOutDate", "", "Välj ett avresedatum"],
  ])("%s = %j gives the spec's message", (field, value, message) => {
    expect(errorsOf(privateInquirySchema, { ...privateBase, [field]: value })[field]).toContain(message);
  });

  it("refuses an arrival in the past and a departure before arrival", () => {
    expect(errorsOf(privateInquirySchema, { ...privateBase, checkInDate: inDays(-1), checkOutDate: inDays(2) }).checkInDate).toContain(
      "Ankomstdatum kan inte ha passerat",
    );
    expect(errorsOf(privateInquirySchema, { ...privateBase, checkOutDate: inDays(9) }).checkOutDate).toContain(
      "Avresedatum måste vara efter eller samma som ankomstdatum",
    );
  });

  it("checks the dates even while other fields are still wrong", () => {
    const errors = errorsOf(privateInquirySchema, {
      formType: "private",
      category: "weekend",
      checkInDate: inDays(5),
      checkOutDate: inDays(4),
    });
    expect(errors.checkOutDate).toContain("Avresedatum måste vara efter eller samma som ankomstdatum");
    expect(errors.name).toContain("Namn måste vara minst 2 tecken");
  });

  it("refuses overlong text", () => {
    expect(errorsOf(privateInquirySchema, { ...privateBase, additionalRequests: "x".repeat(2001) }).additionalRequests).toContain(
      "Texten är för lång",
    );
  });
});

describe("business booking inquiry", () => {
  it("accepts a complete inquiry with meals", () => {
    const submission = parseWithZod(form({ ...businessBase, meals: ["lunch", "afternoonCoffee"], nights: "1" }), {
      schema: businessInquirySchema,
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ meals: ["lunch", "afternoonCoffee"], nights: 1, needsAccommodation: "yes" });
  });

  it.each([
    ["company", "A", "Företagsnamn måste vara minst 2 tecken"],
    ["participants", "", "Ange antal deltagare"],
    ["needsAccommodation", "maybe", "Välj ett alternativ"],
    ["needsAccommodation", "", "Välj ett alternativ"],
  ])("%s = %j gives the spec's message", (field, value, message) => {
    expect(errorsOf(businessInquirySchema, { ...businessBase, [field]: value })[field]).toContain(message);
  });
});

describe("dates of both forms (issues 14 and 15)", () => {
  const schemas = [
    ["private", privateInquirySchema, privateBase],
    ["business", businessInquirySchema, businessBase],
  ] as const;
  const en = formMessages("booking-inquiry", "en");

  it.each(schemas)("%s: a day visit (departure the same day as arrival) is accepted, also today", (_, schema, base) => {
    expect(parseWithZod(form({ ...base, checkInDate: inDays(10), checkOutDate: inDays(10) }), { schema }).status).toBe("success");
    expect(parseWithZod(form({ ...base, checkInDate: todayInSweden(), checkOutDate: todayInSweden() }), { schema }).status).toBe("success");
  });

  it.each(schemas)("%s: dates up to two years ahead are accepted, a day later is refused in both languages", (_, schema, base) => {
    const latest = latestInquiryDate(todayInSweden());
    expect(parseWithZod(form({ ...base, checkInDate: latest, checkOutDate: latest }), { schema }).status).toBe("success");
    const dayAfter = new Date(`${latest}T12:00:00Z`);
    dayAfter.setUTCDate(dayAfter.getUTCDate() + 1);
    const tooFar = dayAfter.toISOString().slice(0, 10);
    expect(errorsOf(schema, { ...base, checkOutDate: tooFar }).checkOutDate).toEqual(["Vi tar emot förfrågningar högst två år framåt."]);
    expect(errorsOf(schema, { ...base, checkInDate: "9999-12-30", checkOutDate: "9999-12-31" })).toMatchObject({
      checkInDate: ["Vi tar emot förfrågningar högst två år framåt."],
      checkOutDate: ["Vi tar emot förfrågningar högst två år framåt."],
    });
    const reply = parseWithZod(form({ ...base, checkOutDate: "9999-12-31" }), { schema }).reply();
    expect((reply.error?.checkOutDate ?? []).map((key) => en[key as keyof typeof en])).toEqual([
      "We accept inquiries up to two years ahead.",
    ]);
  });

  it("two years ahead of 29 February is 28 February", () => {
    expect(latestInquiryDate("2028-02-29")).toBe("2030-02-28");
    expect(latestInquiryDate("2026-11-27")).toBe("2028-11-27");
  });
});
