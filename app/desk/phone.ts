/**
 * Phone numbers compared as numbers (issue 33, section 5): a number as E.164 for Sweden, the same
 * rule as the `phone_e164` column SQLite generates (migration 0023, app/db/schema.ts), so what
 * staff type and what guests typed meet in one spelling. "070-123 45 67", "+46 70 123 45 67",
 * "+46 (0)70 123 45 67" and "0046 70 123 45 67" are all "+46701234567"; "0047 22 …" is "+4722…".
 */
export function swedishE164(phone: string): string {
  const digits = phone.replace(/[ \-()./]/g, "");
  if (digits.startsWith("+460")) return `+46${digits.slice(4)}`;
  if (digits.startsWith("+")) return digits;
  if (digits.startsWith("00460")) return `+46${digits.slice(5)}`;
  if (digits.startsWith("00")) return `+${digits.slice(2)}`;
  if (digits.startsWith("0")) return `+46${digits.slice(1)}`;
  return digits;
}
