import * as z from "zod/mini";
import { isIsoDate, todayInSweden } from "./dates";
import { lostAndFoundCountries } from "./lost-and-found.options";
import type { FormMessageKey } from "./validation-messages";

/** The lost-and-found request (SPEC §3, §5). */
export const lostAndFoundLimits = { short: 120, email: 254, phone: 30, zip: 10, description: 2000 } as const;

const msg = (key: FormMessageKey) => ({ error: key });
const text = (min: number, max: number, key: FormMessageKey) =>
  z.string(msg(key)).check(z.trim(), z.minLength(min, key), z.maxLength(max, "text.tooLong"));
const optional = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, "text.tooLong")));

/** A Swedish postcode as typed, "931 30" or "93130", without its spaces (SPEC §5 stores digits only). */
const withoutSpaces = (value: string) => value.replace(/\s+/g, "");

/** A past or present date: "not in the future" is judged by the hotel's calendar. */
const pastDate = (required: FormMessageKey, future: FormMessageKey) =>
  z.string(msg(required)).check(
    z.refine(isIsoDate, required),
    z.refine((value) => value <= todayInSweden(), future),
  );

export const lostAndFoundSchema = z
  .object({
    name: text(2, lostAndFoundLimits.short, "lf.name.min2"),
    address: text(2, lostAndFoundLimits.short, "lf.address.min2"),
    country: z._default(z.enum(lostAndFoundCountries, msg("choice.required")), "SE"),
    // The spec's rules (five digits, no spaces) are checked below for Swedish addresses only.
    zipCode: z.string(msg("lf.zip.min5")).check(z.trim(), z.maxLength(lostAndFoundLimits.zip, "text.tooLong")),
    city: text(2, lostAndFoundLimits.short, "lf.city.min2"),
    phone: z
      .string(msg("lf.phone.min7"))
      .check(
        z.trim(),
        z.minLength(7, "lf.phone.min7"),
        z.maxLength(lostAndFoundLimits.phone, "text.tooLong"),
        z.regex(/^[\d+\s()-]+$/, "lf.phone.format"),
      ),
    email: z.string(msg("email.invalid")).check(z.trim(), z.maxLength(lostAndFoundLimits.email, "email.invalid"), z.email("email.invalid")),
    bookingNumber: optional(lostAndFoundLimits.short),
    roomNumber: optional(lostAndFoundLimits.short),
    arrivalDate: pastDate("lf.arrival.required", "lf.arrival.future"),
    departureDate: pastDate("lf.departure.required", "lf.departure.future"),
    itemDescription: text(5, lostAndFoundLimits.description, "lf.item.min5"),
    acceptTerms: z.boolean(msg("lf.terms.required")).check(z.refine((value) => value === true, "lf.terms.required")),
  })
  .check(
    z.superRefine(
      (value, ctx) => {
        const issue = (message: FormMessageKey) => ctx.issues.push({ code: "custom", message, path: ["zipCode"], input: value.zipCode });
        if (value.country !== "SE") {
          if (!/^[\p{L}\d][\p{L}\d -]{1,9}$/u.test(value.zipCode)) issue("lf.zip.foreign");
          return;
        }
        const digits = withoutSpaces(value.zipCode);
        if (digits.length < 5) issue("lf.zip.min5");
        else if (!/^\d+$/.test(digits)) issue("lf.zip.digits");
      },
      // Checked even while other fields have errors, so every message shows at once.
      {
        when: (payload) => {
          const value = payload.value as { zipCode?: unknown; country?: unknown };
          return typeof value.zipCode === "string" && (lostAndFoundCountries as readonly unknown[]).includes(value.country ?? "SE");
        },
      },
    ),
    z.overwrite((value) => (value.country === "SE" ? { ...value, zipCode: withoutSpaces(value.zipCode) } : value)),
    z.superRefine(
      (value, ctx) => {
        if (value.departureDate < value.arrivalDate) {
          ctx.issues.push({ code: "custom", message: "lf.departure.beforeArrival", path: ["departureDate"], input: value.departureDate });
        }
      },
      {
        when: (payload) => {
          const value = payload.value as { arrivalDate?: unknown; departureDate?: unknown };
          return (
            typeof value.arrivalDate === "string" &&
            isIsoDate(value.arrivalDate) &&
            typeof value.departureDate === "string" &&
            isIsoDate(value.departureDate)
          );
        },
      },
    ),
  );

export type LostAndFoundRequest = z.infer<typeof lostAndFoundSchema>;
