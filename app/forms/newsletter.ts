import * as z from "zod/mini";

/** Newsletter sign-up (SPEC §3, §5): one e-mail address, from the footer or the popup. */
export const newsletterSources = ["footer", "popup"] as const;

export const newsletterSchema = z.object({
  email: z.string({ error: "newsletter.email" }).check(z.trim(), z.maxLength(254, "newsletter.email"), z.email("newsletter.email")),
  source: z.enum(newsletterSources, { error: "newsletter.email" }),
});

/** How addresses are stored and compared: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
