import { parseWithZod } from "@conform-to/zod/v4";
import { formConstraint } from "./constraint.server";
import type { CloudflareContext } from "~/context";
import { insertOnce } from "~/db/insert-once.server";
import { bookingInquiries, type NewBookingInquiry } from "~/db/schema";
import type { Lang } from "~/i18n/lang";
import type { PendingNotification } from "~/notifications/queue-contract";
import { dispatchAfterResponse, outboxColumn, outboxFor } from "~/notifications/outbox.server";
import { admitSubmission, orNull, respond } from "./action.server";
import { businessInquirySchema, mealOptions, privateInquirySchema, type BookingInquiry } from "./booking-inquiry";
import { withTableDate } from "./booking-inquiry.options";
import { logEvent } from "~/server/log-event.server";
import { inquiryPackages } from "~/content-store/packages.server";

/** Fields the form writes by hand (components/booking-inquiry/booking-inquiry-form.tsx): their constraints render nothing. */
const handWritten = ["formType", "category", "meals", "meals[]"];

/** Each tab's field constraints (`required`, lengths) for the form's markup; the browser loads the schemas only later. */
export function bookingInquiryConstraints() {
  return { private: formConstraint(privateInquirySchema, handWritten), business: formConstraint(businessInquirySchema, handWritten) };
}

/** The row SPEC §3 describes, from a validated inquiry of either tab. */
export function toBookingRow(input: BookingInquiry, key: string, lang: Lang, packageName: string | null = null): NewBookingInquiry {
  const common = {
    submissionKey: key,
    lang,
    name: input.name,
    email: input.email,
    phone: input.phone,
    participants: input.participants,
    checkInDate: input.checkInDate,
    checkOutDate: input.checkOutDate,
    category: input.category,
    formType: input.formType,
    dietaryRequirements: orNull(input.dietaryRequirements),
    additionalRequests: orNull(input.additionalRequests),
  };
  if (input.formType === "private") {
    return {
      ...common,
      packageType: orNull(input.packageType),
      packageName,
      requestSpa: input.requestSpa,
      requestActivity: input.requestActivity,
    };
  }
  const chosen = new Set(input.meals ?? []);
  return {
    ...common,
    company: input.company,
    nights: input.nights ?? null,
    packageType: orNull(input.conferenceType),
    needsAccommodation: input.needsAccommodation,
    accommodationNotes: orNull(input.accommodationNotes),
    meals: JSON.stringify(Object.fromEntries(mealOptions.map((meal) => [meal, chosen.has(meal)]))),
    technicalEquipment: orNull(input.technicalEquipment),
  };
}

/**
 * Only what the form asked for the chosen category: without scripts a business form sent for a
 * party or another occasion still carries the conference's own fields, hidden once that category
 * was chosen (app.css, `data-conference-only`; issue 30). Outside conferences the spec's default
 * stands for accommodation, as the form's hidden field says.
 */
function askedOnly(input: BookingInquiry): BookingInquiry {
  if (input.formType !== "business" || input.category === "conference") return input;
  return { ...input, conferenceType: undefined, needsAccommodation: "yes", accommodationNotes: undefined, meals: undefined };
}

/**
 * The inquiry read with its tab's schema. The tab is a hidden field: anything else was not sent by
 * the form (undefined), and a message on a field nobody sees would leave the visitor without an
 * answer (app/forms/bad-input.property.test.ts).
 */
function parseInquiry(formData: FormData) {
  const formType = formData.get("formType");
  if (formType !== "private" && formType !== "business") return undefined;
  if (formType === "business") return { submission: parseWithZod(formData, { schema: businessInquirySchema }), form: formType };
  return { submission: parseWithZod(withTableDate(formData), { schema: privateInquirySchema }), form: formType };
}

function invalidInquiry({ submission, form }: NonNullable<ReturnType<typeof parseInquiry>>, lang: Lang) {
  return submission.status === "success" ? undefined : respond.invalid(submission.reply(), lang, form);
}

export async function bookingInquiryAction(request: Request, { env, ctx }: CloudflareContext, lang: Lang) {
  const admitted = await admitSubmission(request, env, "booking-inquiry", [privateInquirySchema, businessInquirySchema], (formData) => {
    const parsed = parseInquiry(formData);
    return parsed ? invalidInquiry(parsed, lang) : respond.malformed();
  });
  if ("response" in admitted) return admitted.response;
  const { formData, key } = admitted;

  const parsed = parseInquiry(formData);
  if (!parsed) return respond.malformed();
  const { submission, form } = parsed;
  if (submission.status !== "success") return invalidInquiry(parsed, lang)!;

  const value = askedOnly(submission.value);
  const outbox = outboxFor(env, request.url);
  // The package must be one the store offers for the category now: the form lists only those, but a
  // page rendered before staff hid it (or a hand-made post) can still name it. Refused, and the
  // visitor keeps what they wrote. The inquiry keeps the package's name as it was (issue 36).
  let chosen: { nameSv: string; label: string } | undefined;
  if (value.formType === "private" && value.packageType) {
    const offered = await inquiryPackages(outbox.db, lang);
    chosen = offered.find((entry) => entry.category === value.category && entry.value === value.packageType);
    if (!chosen) return respond.invalid(submission.reply({ fieldErrors: { packageType: ["package.unavailable"] } }), lang, form);
  }
  // Stored with the row, in the same INSERT (decision 012): a row never exists without its notification.
  const pending: PendingNotification[] = [
    { type: "booking", lang, data: { ...value, ...(chosen ? { packageName: chosen.nameSv, packageLabel: chosen.label } : {}) } },
  ];
  let saved: { id: number; created: boolean };
  try {
    saved = await insertOnce(outbox.db, bookingInquiries, {
      ...toBookingRow(value, key, lang, chosen?.nameSv ?? null),
      pendingNotifications: outboxColumn(pending),
    });
  } catch (error) {
    logEvent("booking_inquiry_insert_failed", { error: String(error) });
    return respond.failed(form);
  }
  if (saved.created) dispatchAfterResponse(ctx, outbox, bookingInquiries, { id: saved.id, pending });
  return respond.success(form);
}
