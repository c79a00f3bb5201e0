import * as z from "zod/mini";
import { focalChoices, photoIdPattern } from "./photos";

/** The forms of /staff/bilder (issue 36): one schema each, in the browser and on the server. */

export const photoFormMessages = {
  altSv: "Skriv vad bilden visar, på svenska (för den som inte ser bilden).",
  altTooLong: "Alt-texten får vara högst 250 tecken.",
  file: "Välj en bild att ladda upp.",
  focal: "Välj var bildens viktigaste del är.",
} as const;

const focalValues = focalChoices.map((choice) => `${choice.x}-${choice.y}`) as [string, ...string[]];

const texts = {
  altSv: z
    .string({ error: photoFormMessages.altSv })
    .check(z.trim(), z.minLength(1, photoFormMessages.altSv), z.maxLength(250, photoFormMessages.altTooLong)),
  altEn: z.optional(z.string().check(z.trim(), z.maxLength(250, photoFormMessages.altTooLong))),
  focal: z.enum(focalValues, { error: photoFormMessages.focal }),
};

export const uploadSchema = z.object({
  intent: z.literal("upload"),
  file: z.file({ error: photoFormMessages.file }),
  ...texts,
});

export const updateSchema = z.object({
  intent: z.literal("update"),
  id: z.string().check(z.regex(photoIdPattern)),
  ...texts,
});

export const removeSchema = z.object({
  intent: z.literal("remove"),
  id: z.string().check(z.regex(photoIdPattern)),
});

/** A listed photo's form: "Spara" checks the texts, "Ta bort bilden" only which photo. */
export const photoItemSchema = z.discriminatedUnion("intent", [updateSchema, removeSchema]);

/** "50-30" → { x: 50, y: 30 }. */
export function focalOf(value: string): { x: number; y: number } {
  const [x, y] = value.split("-").map(Number);
  return { x: x ?? 50, y: y ?? 50 };
}
