import * as z from "zod/mini";
import { bookingInquiryTexts } from "~/forms/booking-inquiry.texts";

/**
 * A case reception logs itself, from a phone call or a visit (issue 33, section 3): the schema the
 * form (./logged-case-form.tsx) and the action (./logged-case.server.ts) share. Swedish only.
 */

export const loggedKinds = { bokning: "Bokningsförfrågan", upphittat: "Kvarglömt föremål", fraga: "Annan fråga" } as const;
export const channels = { telefon: "Telefonsamtal", besok: "Besök i receptionen" } as const;
export const bookingCategories = bookingInquiryTexts("sv").categories;

const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, "Skriv datumet som ÅÅÅÅ-MM-DD."));
const optionalText = (max: number, long: string) => z.optional(z.string().check(z.trim(), z.maxLength(max, long)));

export const loggedCaseSchema = z
  .object({
    key: z
      .string("Formuläret är för gammalt. Ladda om sidan.")
      .check(z.regex(/^[0-9a-f-]{36}$/, "Formuläret är för gammalt. Ladda om sidan.")),
    kind: z.enum(["bokning", "upphittat", "fraga"], "Välj vad ärendet gäller."),
    channel: z.enum(["telefon", "besok"], "Välj hur gästen hörde av sig."),
    name: z
      .string("Skriv gästens namn.")
      .check(z.trim(), z.minLength(1, "Skriv gästens namn."), z.maxLength(120, "Namnet får vara högst 120 tecken.")),
    phone: optionalText(40, "Telefonnumret får vara högst 40 tecken."),
    email: z.optional(
      z
        .string()
        .check(
          z.trim(),
          z.maxLength(254, "Skriv en giltig e-postadress."),
          z.email("Skriv en giltig e-postadress, eller lämna rutan tom."),
        ),
    ),
    about: z
      .string("Skriv vad ärendet gäller.")
      .check(z.trim(), z.minLength(1, "Skriv vad ärendet gäller."), z.maxLength(4000, "Texten får vara högst 4 000 tecken.")),
    lang: z.enum(["sv", "en"], "Välj språk."),
    category: z.optional(z.enum(Object.keys(bookingCategories) as [keyof typeof bookingCategories], "Välj vad bokningen gäller.")),
    from: z.optional(isoDate),
    to: z.optional(isoDate),
    participants: z.optional(z.int("Skriv antalet som en siffra.").check(z.minimum(1, "Minst 1."), z.maximum(500, "Högst 500."))),
    /** Unticked: answered already (on the phone, at the desk); it does not wait in the 24-hour list. */
    needsAnswer: z.optional(z.boolean()),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (!value.phone && !value.email)
        ctx.addIssue({
          code: "custom",
          path: ["phone"],
          message: "Skriv ett telefonnummer eller en e-postadress, minst ett av dem.",
          input: value,
        });
      if (value.phone && value.phone.replace(/\D/g, "").length < 6)
        ctx.addIssue({ code: "custom", path: ["phone"], message: "Telefonnumret är för kort.", input: value });
      if (value.from && value.to && value.to < value.from)
        ctx.addIssue({ code: "custom", path: ["to"], message: "Slutdatumet kan inte vara före startdatumet.", input: value });
    }),
  );

export type LoggedCase = z.infer<typeof loggedCaseSchema>;
