import "~/i18n/all-texts";
import { ArrowLeft, Search, X } from "lucide-react";
import { Dialog, Tabs } from "radix-ui";
import { useEffect, useId, useMemo, useState, type RefObject } from "react";
import { useFetcher } from "react-router";
import { RouteLink } from "~/components/route-link";
import type { FaqCategory, FaqEntry } from "~/content/faq";
import { useI18n } from "~/i18n/i18n-provider";
import { hotel, replyWithinHours } from "~/site";
import { faqCategoryLabels, searchFaq } from "./faq-search";
import { CHAT_PANEL_HEIGHT_PX } from "./help-chat";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";

/**
 * The help chat's panel (Radix Dialog, non-modal, with tabs). Loaded on demand the first time
 * the chat button is pressed (help-chat.tsx), so none of it ships with the first view. It stays
 * mounted afterwards so closing it returns focus to the button like a Dialog.Trigger would.
 */
export default function HelpChatPanel({
  open,
  onOpenChange,
  contentId,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contentId: string;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useI18n();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Dialog.Portal>
        <Dialog.Content
          id={contentId}
          onInteractOutside={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          aria-describedby={undefined}
          className="fixed right-2 print:hidden bottom-24 z-50 flex w-[calc(100vw-1rem)] max-w-sm flex-col overflow-hidden rounded-2xl border border-forest-200 bg-white text-ink shadow-2xl sm:right-5"
          style={{ height: `min(${CHAT_PANEL_HEIGHT_PX}px, calc(100dvh - 7rem))` }}
        >
          <div className="flex items-center justify-between bg-forest-800 px-4 py-3 text-white">
            <Dialog.Title className="font-serif text-lg font-semibold">{t("chat.title")}</Dialog.Title>
            <Dialog.Close
              aria-label={t("chat.close")}
              className="inline-flex size-10 items-center justify-center rounded-md hover:bg-white/15"
            >
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          <Tabs.Root defaultValue="faq" className="flex min-h-0 flex-1 flex-col">
            <Tabs.List className="grid grid-cols-2 border-b border-forest-100" aria-label={t("chat.title")}>
              <Tabs.Trigger
                value="faq"
                className="py-3 text-sm font-semibold data-[state=active]:border-b-2 data-[state=active]:border-forest-700"
              >
                {t("chat.tabFaq")}
              </Tabs.Trigger>
              <Tabs.Trigger
                value="inquiry"
                className="py-3 text-sm font-semibold data-[state=active]:border-b-2 data-[state=active]:border-forest-700"
              >
                {t("chat.tabInquiry")}
              </Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="faq" className="flex min-h-0 flex-1 flex-col">
              <FaqPanel onNavigate={() => onOpenChange(false)} />
            </Tabs.Content>
            <Tabs.Content value="inquiry" className="flex-1 overflow-y-auto p-4">
              <InquiryPanel onNavigate={() => onOpenChange(false)} />
            </Tabs.Content>
          </Tabs.Root>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function FaqPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t, lang, href } = useI18n();
  const fetcher = useFetcher<{ faq: FaqEntry[] }>();
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<FaqCategory | "all">("all");
  const [selected, setSelected] = useState<FaqEntry | null>(null);
  const searchId = useId();

  useEffect(() => {
    if (fetcher.state === "idle" && !fetcher.data) void fetcher.load(`/api/faq?lang=${lang}`);
    // Load once per language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang]);

  const results = useMemo(() => searchFaq(fetcher.data?.faq ?? [], query, category, lang), [fetcher.data, query, category, lang]);

  if (selected) {
    return (
      <div className="flex-1 overflow-y-auto p-4">
        <button
          type="button"
          onClick={() => setSelected(null)}
          className="inline-flex items-center gap-1 text-sm font-medium text-forest-700 underline"
        >
          <ArrowLeft aria-hidden className="size-4" />
          {t("chat.back")}
        </button>
        <h3 className="mt-3 font-semibold">{selected.question}</h3>
        <p className="mt-2 text-sm leading-relaxed">{selected.answer}</p>
        <div className="mt-6 border-t border-forest-100 pt-4">
          <p className="text-sm font-medium">{t("chat.helpful")}</p>
          <div className="mt-2 flex gap-2">
            <button type="button" className={buttonVariants({ variant: "outline", size: "sm" })}>
              {t("chat.yes")}
            </button>
            <button type="button" className={buttonVariants({ variant: "outline", size: "sm" })}>
              {t("chat.no")}
            </button>
          </div>
        </div>
      </div>
    );
  }

  return (
    <>
      <div className="space-y-3 border-b border-forest-100 p-3">
        <div className="relative">
          <label htmlFor={searchId} className="sr-only">
            {t("chat.searchLabel")}
          </label>
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t("chat.searchPlaceholder")}
            className="w-full rounded-md border border-forest-200 py-2 pr-3 pl-9 text-sm"
          />
        </div>
        <div role="group" aria-label={t("chat.categories")} className="flex flex-wrap gap-1.5">
          {(Object.keys(faqCategoryLabels) as Array<FaqCategory | "all">).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={category === value}
              onClick={() => setCategory(value)}
              className={cn(
                "rounded-full border px-3 py-1 text-xs font-medium",
                category === value ? "border-forest-700 bg-forest-700 text-white" : "border-forest-200 text-forest-800",
              )}
            >
              {t(faqCategoryLabels[value])}
            </button>
          ))}
        </div>
      </div>
      <div className="flex-1 overflow-y-auto p-2" aria-live="polite">
        {!fetcher.data ? (
          <p className="p-3 text-sm text-muted">{fetcher.state === "idle" ? t("chat.loadFailed") : t("chat.loading")}</p>
        ) : results.length === 0 ? (
          <p className="p-3 text-sm text-muted">{query.trim() ? t("chat.noResultsSearch") : t("chat.noResults")}</p>
        ) : (
          <ul>
            {results.map((entry) => (
              <li key={entry.id}>
                <button
                  type="button"
                  onClick={() => setSelected(entry)}
                  className="w-full rounded-md px-3 py-2.5 text-left text-sm hover:bg-forest-50"
                >
                  {entry.question}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="border-t border-forest-100 px-4 py-3 text-sm">
        <RouteLink to={href("/vanliga-fragor")} onClick={onNavigate} className="font-medium text-forest-700 underline underline-offset-4">
          {t("chat.faqPage")}
        </RouteLink>
      </p>
    </>
  );
}

function InquiryPanel({ onNavigate }: { onNavigate: () => void }) {
  const { t, href } = useI18n();
  return (
    <div>
      <h3 className="font-semibold">{t("chat.inquiryTitle")}</h3>
      <p className="mt-2 text-sm leading-relaxed">{t("chat.inquiryText", { email: hotel.email, hours: replyWithinHours })}</p>
      <div className="mt-4 grid gap-2">
        <a href={`mailto:${hotel.email}`} className={buttonVariants({ variant: "outline" })}>
          {t("chat.inquiryEmail")}
        </a>
        <RouteLink to={href("/booking-inquiry")} onClick={onNavigate} className={buttonVariants({ variant: "primary" })}>
          {t("chat.inquiryContact")}
        </RouteLink>
      </div>
    </div>
  );
}
