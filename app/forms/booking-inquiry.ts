import * as z from "zod/mini";
import { isIsoDate, latestInquiryDate, todayInSweden } from "./dates";
import { businessCategories, conferenceTypes, mealOptions, privateCategories } from "./booking-inquiry.options";
import type { FormMessageKey } from "./validation-messages";

/** The booking-inquiry forms (SPEC §2, §3, §5). One schema per tab, used in the browser and by the action. */

export { businessCategories, mealOptions, privateCategories } from "./booking-inquiry.options";

/** Sane maximum lengths: enough for any real answer, small enough to refuse abuse. */
export const limits = { short: 120, email: 254, phone: 40, long: 2000 } as const;

const msg = (key: FormMessageKey) => ({ error: key });

const text = (max: number, key: FormMessageKey, min = 0) =>
  z.string(msg(key)).check(z.trim(), z.minLength(min, key), z.maxLength(max, "text.tooLong"));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, "text.tooLong")));
const date = (key: FormMessageKey) => z.string(msg(key)).check(z.refine(isIsoDate, key));
const checkbox = z._default(z.boolean(), false);

const contact = {
  name: text(limits.short, "name.min2", 2),
  email: z.string(msg("email.invalid")).check(z.trim(), z.maxLength(limits.email, "email.invalid"), z.email("email.invalid")),
  phone: text(limits.phone, "phone.min6", 6),
  checkInDate: date("checkIn.required"),
  checkOutDate: date("checkOut.required"),
  dietaryRequirements: optionalText(limits.long),
  additionalRequests: optionalText(limits.long),
};

/**
 * Beyond the spec: no arrival in the past, no departure before arrival (issue 4; the same day is a
 * day visit, issue 15), and neither date more than two years ahead (issue 14). Runs as soon as
 * both dates are real dates, even while other fields still have errors.
 */
const whenDatesPresent = {
  when: (payload: { value: unknown }) => {
    const value = payload.value as { checkInDate?: unknown; checkOutDate?: unknown };
    return (
      typeof value.checkInDate === "string" &&
      isIsoDate(value.checkInDate) &&
      typeof value.checkOutDate === "string" &&
      isIsoDate(value.checkOutDate)
    );
  },
};
function datesInOrder(value: { checkInDate: string; checkOutDate: string }, issues: z.core.$ZodRawIssue[]) {
  const today = todayInSweden();
  const latest = latestInquiryDate(today);
  if (value.checkInDate < today) {
    issues.push({ code: "custom", message: "checkIn.past", path: ["checkInDate"], input: value.checkInDate });
  }
  if (value.checkInDate > latest) {
    issues.push({ code: "custom", message: "date.tooFarAhead", path: ["checkInDate"], input: value.checkInDate });
  }
  if (value.checkOutDate < value.checkInDate) {
    issues.push({ code: "custom", message: "checkOut.beforeCheckIn", path: ["checkOutDate"], input: value.checkOutDate });
  } else if (value.checkOutDate > latest) {
    issues.push({ code: "custom", message: "date.tooFarAhead", path: ["checkOutDate"], input: value.checkOutDate });
  }
}

export const privateInquirySchema = z
  .object({
    formType: z.literal("private"),
    category: z.enum(privateCategories, msg("choice.required")),
    ...contact,
    participants: z.int(msg("participants.private")).check(z.minimum(1, "participants.private"), z.maximum(500, "participants.private")),
    packageType: optionalText(limits.short),
    requestSpa: checkbox,
    requestActivity: checkbox,
  })
  .check(z.superRefine((value, ctx) => datesInOrder(value, ctx.issues), whenDatesPresent));

export const businessInquirySchema = z
  .object({
    formType: z.literal("business"),
    category: z.enum(businessCategories, msg("choice.required")),
    ...contact,
    company: text(limits.short, "company.min2", 2),
    participants: z
      .int(msg("participants.business"))
      .check(z.minimum(1, "participants.business"), z.maximum(1000, "participants.business")),
    nights: z.optional(z.int(msg("nights.invalid")).check(z.minimum(0, "nights.invalid"), z.maximum(60, "nights.invalid"))),
    conferenceType: z.optional(z.enum(conferenceTypes, msg("choice.required"))),
    needsAccommodation: z.enum(["yes", "no"], msg("choice.required")),
    accommodationNotes: optionalText(limits.long),
    meals: z.optional(z.array(z.enum(mealOptions))),
    technicalEquipment: optionalText(limits.long),
  })
  .check(z.superRefine((value, ctx) => datesInOrder(value, ctx.issues), whenDatesPresent));

export type PrivateInquiry = z.infer<typeof privateInquirySchema>;
export type BusinessInquiry = z.infer<typeof businessInquirySchema>;
export type BookingInquiry = PrivateInquiry | BusinessInquiry;
