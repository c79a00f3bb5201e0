import * as z from "zod/mini";
import { findPlaceholder, placeholderMessage } from "./reply";
import { REPLY_PDF_MAX_BYTES, replyPdfMessages } from "./reply-attachment";

/**
 * The desk's forms, one schema each, used by Conform in the browser and by parseWithZod in the
 * action (CONVENTIONS, habit 3). Staff pages are Swedish only, so the messages are the texts.
 */

const text = (max: number, empty: string, long: string) => z.string(empty).check(z.trim(), z.minLength(1, empty), z.maxLength(max, long));

export const statusSchema = z.object({
  intent: z.literal("status"),
  status: z.string("Välj en status.").check(z.regex(/^[a-z_]{1,20}$/, "Välj en status.")),
});

const oneTimeKey = z
  .string("Formuläret är för gammalt. Ladda om sidan.")
  .check(z.regex(/^[0-9a-f-]{36}$/, "Formuläret är för gammalt. Ladda om sidan."));

export const noteSchema = z.object({
  intent: z.literal("note"),
  note: text(2000, "Skriv en anteckning.", "Anteckningen får vara högst 2 000 tecken."),
  /** Saving twice (a double click, a resent form) stores the note once. */
  key: oneTimeKey,
});

export const REPLY_MAX = 5000;

export const replySchema = z.object({
  intent: z.literal("reply"),
  body: text(REPLY_MAX, "Skriv ett svar.", "Svaret får vara högst 5 000 tecken.").check(
    // A template's "[förslag och pris]" or "{namn}" must never reach a guest.
    z.superRefine((body, ctx) => {
      const found = findPlaceholder(body);
      if (found) ctx.addIssue({ code: "custom", message: placeholderMessage(found), input: body });
    }),
  ),
  key: oneTimeKey,
  /**
   * A PDF to send with the reply (decision 056). Its size is checked here, in the browser too; its
   * content on the server (reply-attachment.ts), which reads the file apart from this schema.
   */
  bilaga: z.optional(z.file().check(z.refine((file) => file.size <= REPLY_PDF_MAX_BYTES, replyPdfMessages.tooLarge))),
});

export const templateSchema = z.object({
  id: z.optional(z.int().check(z.positive())),
  kind: z.enum(["bookings", "lost-and-found", "applications"], "Välj typ."),
  lang: z.enum(["sv", "en"], "Välj språk."),
  title: text(120, "Skriv en rubrik.", "Rubriken får vara högst 120 tecken."),
  body: text(REPLY_MAX, "Skriv mallens text.", "Texten får vara högst 5 000 tecken."),
});
