import { parseWithZod } from "@conform-to/zod/v4";
import { formConstraint } from "./constraint.server";
import type { CloudflareContext } from "~/context";
import { insertOnce } from "~/db/insert-once.server";
import { lostAndFound, type NewLostAndFound } from "~/db/schema";
import type { Lang } from "~/i18n/lang";
import type { PendingNotification } from "~/notifications/queue-contract";
import { dispatchAfterResponse, outboxColumn, outboxFor } from "~/notifications/outbox.server";
import { admitSubmission, orNull, respond } from "./action.server";
import { lostAndFoundSchema, type LostAndFoundRequest } from "./lost-and-found";
import { logEvent } from "~/server/log-event.server";

/** The form's field constraints (`required`, lengths) for its markup; the browser loads the schema only later. */
export function lostAndFoundConstraint() {
  return formConstraint(lostAndFoundSchema);
}

export function toLostAndFoundRow(input: LostAndFoundRequest, key: string, lang: Lang): NewLostAndFound {
  return {
    submissionKey: key,
    lang,
    name: input.name,
    address: input.address,
    zipCode: input.zipCode,
    city: input.city,
    country: input.country,
    phone: input.phone,
    email: input.email,
    bookingNumber: orNull(input.bookingNumber),
    roomNumber: orNull(input.roomNumber),
    arrivalDate: input.arrivalDate,
    departureDate: input.departureDate,
    itemDescription: input.itemDescription,
  };
}

export async function lostAndFoundAction(request: Request, { env, ctx }: CloudflareContext, lang: Lang) {
  const parse = (formData: FormData) => parseWithZod(formData, { schema: lostAndFoundSchema });
  const invalid = (submission: ReturnType<typeof parse>) =>
    submission.status === "success" ? undefined : respond.invalid(submission.reply(), lang);
  const admitted = await admitSubmission(request, env, "lost-and-found", [lostAndFoundSchema], (formData) => invalid(parse(formData)));
  if ("response" in admitted) return admitted.response;
  const submission = parse(admitted.formData);
  if (submission.status !== "success") return invalid(submission)!;

  const row = toLostAndFoundRow(submission.value, admitted.key, lang);
  // SPEC §7, call 6: these fields, with the stay's dates under the names the spec gives them;
  // stored in the row's own INSERT (decision 012).
  const pending: PendingNotification[] = [
    {
      type: "lost_found",
      lang,
      data: {
        name: row.name,
        email: row.email,
        phone: row.phone,
        roomNumber: row.roomNumber ?? null,
        checkInDate: row.arrivalDate,
        checkOutDate: row.departureDate,
        itemDescription: row.itemDescription,
      },
    },
  ];
  const outbox = outboxFor(env, request.url);
  let saved: { id: number; created: boolean };
  try {
    saved = await insertOnce(outbox.db, lostAndFound, { ...row, pendingNotifications: outboxColumn(pending) });
  } catch (error) {
    logEvent("lost_and_found_insert_failed", { error: String(error) });
    return respond.failed();
  }
  if (saved.created) dispatchAfterResponse(ctx, outbox, lostAndFound, { id: saved.id, pending });
  return respond.success();
}
