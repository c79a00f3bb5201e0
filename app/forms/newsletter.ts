import * as z from "zod/mini";
import { localizePath, type Lang } from "~/i18n/lang";

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

/**
 * The site path a newsletter link opens, in the subscriber's language: the confirmation of the
 * double opt-in and the unsubscribe page (app/forms/newsletter-links.server.ts signs the tokens).
 */
export function newsletterLinkPath(purpose: "confirm" | "unsubscribe", token: string, lang: Lang): string {
  return `${localizePath(`/newsletter/${purpose}`, lang)}?token=${encodeURIComponent(token)}`;
}
