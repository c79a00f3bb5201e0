import "~/i18n/all-texts";
import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { FormKeyFields } from "~/components/forms/form-key-fields";
import { useFormOutcome } from "~/components/forms/use-form-outcome";
import { toast } from "~/components/shell/toast-store";
import { Button } from "~/components/ui/button";
import type { FormActionData } from "~/forms/results";
import { useI18n } from "~/i18n/i18n-provider";
import { markClosed } from "./newsletter-popup";

/**
 * The newsletter popup's dialog, loaded only when the popup is due (newsletter-popup.tsx). Its address is checked by the browser's own e-mail rule (type=email),
 * shown with the spec's message, and again by the server's schema; no validation library
 * ships to every page for one field.
 */
export default function NewsletterDialog({ formKey }: { formKey: { key: string; rendered: string } }) {
  const { t, href } = useI18n();
  // Mounted by NewsletterPopup when its timer decides the popup is due: it opens at once.
  const [open, setOpen] = useState(true);
  const [invalid, setInvalid] = useState(false);
  const fetcher = useFetcher<FormActionData>({ key: "newsletter-popup" });
  const input = useRef<HTMLInputElement>(null);
  const emailId = useId();
  const errorId = useId();

  const close = () => {
    markClosed();
    setOpen(false);
  };
  // A notice's text comes with the answer, in the visitor's language (app/forms/action.server.ts).
  const notice = fetcher.data?.noticeText;
  useFormOutcome(fetcher.data, {
    success: () => {
      toast({ description: notice ?? `${t("newsletter.success")} ${t("newsletter.confirmHint")}` });
      close();
    },
    duplicate: () => toast({ variant: "destructive", description: t("newsletter.duplicate") }),
    failed: () => toast({ variant: "destructive", description: notice ?? t("newsletter.error") }),
  });
  const fieldInvalid = invalid || fetcher.data?.outcome === "invalid";

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 print:hidden z-50 bg-black/50" />
        <Dialog.Content
          aria-modal="true"
          className="fixed top-1/2 print:hidden left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-birch p-6 shadow-2xl md:p-8"
        >
          <Dialog.Title className="pr-10 font-serif text-2xl font-semibold">{t("newsletter.popup.title")}</Dialog.Title>
          <Dialog.Description className="mt-2 text-muted">{t("newsletter.popup.text")}</Dialog.Description>
          <Dialog.Close
            aria-label={t("newsletter.popup.close")}
            className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-md hover:bg-forest-50"
          >
            <X aria-hidden className="size-5" />
          </Dialog.Close>
          <fetcher.Form
            method="post"
            action={href("/newsletter")}
            noValidate
            className="mt-5 space-y-3"
            onSubmit={(event) => {
              const valid = !!input.current?.value.trim() && input.current.checkValidity();
              setInvalid(!valid);
              if (!valid) {
                event.preventDefault();
                input.current?.focus();
              }
            }}
          >
            <FormKeyFields formKey={formKey} />
            <input type="hidden" name="source" value="popup" />
            <label htmlFor={emailId} className="block text-sm font-semibold">
              {t("newsletter.popup.label")}
            </label>
            <input
              ref={input}
              id={emailId}
              type="email"
              name="email"
              maxLength={254}
              autoComplete="email"
              aria-invalid={fieldInvalid || undefined}
              aria-describedby={fieldInvalid ? errorId : undefined}
              onInput={() => setInvalid(false)}
              className="block min-h-11 w-full rounded-md border border-forest-200 bg-white px-3 text-base aria-[invalid=true]:border-red-700"
            />
            {fieldInvalid && (
              <p id={errorId} className="text-sm font-medium text-red-800">
                {t("newsletter.invalid")}
              </p>
            )}
            <Button type="submit" className="w-full" disabled={fetcher.state !== "idle"}>
              {fetcher.state !== "idle" ? t("newsletter.popup.submitting") : t("newsletter.popup.submit")}
            </Button>
          </fetcher.Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
