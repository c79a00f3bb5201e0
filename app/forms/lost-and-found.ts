import * as z from "zod/mini";
import { isIsoDate, todayInSweden } from "./dates";
import type { FormMessageKey } from "./validation-messages";

/** The lost-and-found request (SPEC §3, §5). */
export const lostAndFoundLimits = { short: 120, email: 254, phone: 30, zip: 10, description: 2000 } as const;

const msg = (key: FormMessageKey) => ({ error: key });
const text = (min: number, max: number, key: FormMessageKey) =>
  z.string(msg(key)).check(z.trim(), z.minLength(min, key), z.maxLength(max, "text.tooLong"));
const optional = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, "text.tooLong")));

/** A past or present date: "not in the future" is judged by the hotel's calendar. */
const pastDate = (required: FormMessageKey, future: FormMessageKey) =>
  z.string(msg(required)).check(z.refine(isIsoDate, required), z.refine((value) => value <= todayInSweden(), future));

export const lostAndFoundSchema = z
  .object({
    name: text(2, lostAndFoundLimits.short, "lf.name.min2"),
    address: text(2, lostAndFoundLimits.short, "lf.address.min2"),
    zipCode: z
      .string(msg("lf.zip.min5"))
      .check(
        z.trim(),
        z.minLength(5, "lf.zip.min5"),
        z.maxLength(lostAndFoundLimits.zip, "text.tooLong"),
        z.regex(/^\d+$/, "lf.zip.digits"),
      ),
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
        if (value.departureDate < value.arrivalDate) {
          ctx.issues.push({ code: "custom", message: "lf.departure.beforeArrival", path: ["departureDate"], input: value.departureDate });
        }
      },
      {
        when: (payload) => {
          const value = payload.value as { arrivalDate?: unknown; departureDate?: unknown };
          return typeof value.arrivalDate === "string" && isIsoDate(value.arrivalDate) && typeof value.departureDate === "string" && isIsoDate(value.departureDate);
        },
      },
    ),
  );

export type LostAndFoundRequest = z.infer<typeof lostAndFoundSchema>;
