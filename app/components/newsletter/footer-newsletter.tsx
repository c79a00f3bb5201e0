import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { FormKeyFields } from "~/components/forms/form-key-fields";
import { useFormOutcome } from "~/components/forms/use-form-outcome";
import { toast } from "~/components/shell/toast-store";
import { Button } from "~/components/ui/button";
import type { FormActionData } from "~/forms/results";
import { useI18n } from "~/i18n/i18n-provider";

/** SPEC §4/§9: after a sign-up the button reads "SKICKAT" for 3 s, then "Tack!" shows for 3 s. */
export const SENT_MS = 3000;
export const THANKS_MS = 3000;

type Phase = "idle" | "sent" | "thanks";

/** "HÅLL DIG UPPDATERAD": the footer's sign-up, sent without leaving the page. */
export function FooterNewsletter({ formKey }: { formKey: { key: string; rendered: string } }) {
  const { t, href } = useI18n();
  const fetcher = useFetcher<FormActionData>({ key: "newsletter-footer" });
  const [phase, setPhase] = useState<Phase>("idle");
  const emailId = useId();
  const input = useRef<HTMLInputElement>(null);
  const submitting = fetcher.state !== "idle";

  // A notice's text comes with the answer, in the visitor's language (app/forms/action.server.ts).
  const notice = fetcher.data?.noticeText;
  useFormOutcome(fetcher.data, {
    success: () => {
      toast({ description: notice ?? `${t("newsletter.success")} ${t("newsletter.confirmHint")}` });
      if (input.current) input.current.value = "";
      setPhase("sent");
    },
    duplicate: () => toast({ variant: "destructive", description: t("newsletter.duplicate") }),
    failed: () => toast({ variant: "destructive", description: notice ?? t("newsletter.error") }),
  });
  useEffect(() => {
    if (phase === "idle") return;
    const timer = setTimeout(() => setPhase(phase === "sent" ? "thanks" : "idle"), phase === "sent" ? SENT_MS : THANKS_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  if (phase === "thanks") {
    return (
      <p role="status" className="mt-4 text-lg font-semibold">
        <span className="block">{t("footer.newsletter.thanks")}</span>
        <span className="mt-1 block text-base font-normal">{t("newsletter.confirmHint")}</span>
      </p>
    );
  }
  return (
    <fetcher.Form
      method="post"
      action={href("/newsletter")}
      className="mt-4 flex flex-col gap-2 sm:flex-row lg:flex-col"
      onSubmit={(event) => {
        // SPEC §5: an empty field is ignored.
        if (!input.current?.value.trim()) event.preventDefault();
      }}
    >
      <FormKeyFields formKey={formKey} />
      <input type="hidden" name="source" value="footer" />
      <label htmlFor={emailId} className="sr-only">
        {t("footer.newsletter.label")}
      </label>
      <input
        ref={input}
        id={emailId}
        type="email"
        name="email"
        required
        maxLength={254}
        autoComplete="email"
        disabled={submitting}
        placeholder={t("footer.newsletter.label")}
        className="min-h-11 min-w-0 flex-1 rounded-md border border-forest-600 bg-forest-800 px-3 text-sm text-white placeholder:text-forest-200 disabled:opacity-70"
      />
      <Button type="submit" variant="accent" disabled={submitting || phase === "sent"}>
        {submitting ? t("footer.newsletter.saving") : phase === "sent" ? t("footer.newsletter.sent") : t("footer.newsletter.submit")}
      </Button>
    </fetcher.Form>
  );
}
