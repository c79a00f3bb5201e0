import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { swedishE164 } from "./phone";

const spellings = [
  ["+46 70 123 45 67", "+46701234567"],
  ["0046 70 123 45 67", "+46701234567"],
  ["070-123 45 67", "+46701234567"],
  ["070/1234567", "+46701234567"],
  ["+46 (0)70 123 45 67", "+46701234567"],
  ["(0910) 123 45", "+4691012345"],
  ["0047 22 12 34 56", "+4722123456"],
  ["+358 40 123 4567", "+358401234567"],
  ["1234567", "1234567"],
  ["", ""],
] as const;

describe("a phone number as E.164 for Sweden", () => {
  it("is one spelling for the ways guests and staff write the same number", () => {
    for (const [typed, e164] of spellings) expect(swedishE164(typed), typed).toBe(e164);
  });

  it("is what D1 generates for the stored number, for every spelling", async () => {
    for (const [typed, e164] of spellings) {
      const key = crypto.randomUUID();
      await env.DB.prepare(
        "INSERT INTO lost_and_found (submission_key, name, address, zip_code, city, phone, email, arrival_date, departure_date, item_description) VALUES (?, 'T', 'V 1', '93531', 'Norsjö', ?, 't@example.se', '2026-11-20', '2026-11-21', 'Mössa')",
      )
        .bind(key, typed)
        .run();
      const row = await env.DB.prepare("SELECT phone_e164 FROM lost_and_found WHERE submission_key = ?")
        .bind(key)
        .first<{ phone_e164: string }>();
      expect(row?.phone_e164, typed).toBe(e164);
    }
  });
});
