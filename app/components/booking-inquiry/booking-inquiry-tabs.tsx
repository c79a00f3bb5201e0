import { Tabs } from "radix-ui";
import { HydrationBoundary } from "~/components/hydration-boundary";
import { useEffect, useRef } from "react";
import { Link, useActionData, useLocation, useSearchParams } from "react-router";
import type { BookingInquiryTexts } from "~/forms/booking-inquiry.texts";
import type { FormActionData } from "~/forms/results";
import type { FormConstraint } from "~/components/forms/use-lazy-validation";
import { BookingInquiryForm, type InitialStay, type PackageChoices } from "./booking-inquiry-form";

/** SPEC §9: after a tab switch, scroll to the form after 100 ms, 80 px (mobile) or 120 px (desktop) above it. */
const TAB_SCROLL_DELAY_MS = 100;
const offsetPx = () => (window.matchMedia("(min-width: 768px)").matches ? 120 : 80);

/**
 * "Privatperson" / "Företag". The tab lives in the URL (?typ=foretag), so it works without
 * JavaScript too; both forms stay mounted, so each keeps its own category and input.
 */
export function BookingInquiryTabs(props: {
  texts: BookingInquiryTexts;
  formKeys: { private: { key: string; rendered: string }; business: { key: string; rendered: string } };
  constraints: { private: FormConstraint; business: FormConstraint };
  initialCategory?: string;
  /** Today in Sweden, from the loader (the earliest arrival). */
  today: string;
  /** The latest arrival or departure (today + 2 years), from the loader. */
  latest: string;
  packageChoices: PackageChoices;
}) {
  const { texts } = props;
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get("typ") === "foretag" ? "business" : "private";
  const answer = useActionData<FormActionData>();
  const location = useLocation();
  const initialStay = (location.state ?? undefined) as InitialStay | undefined;
  const formTop = useRef<HTMLDivElement>(null);
  const previousTab = useRef(tab);

  useEffect(() => {
    if (previousTab.current === tab) return;
    previousTab.current = tab;
    const timer = setTimeout(() => {
      const top = (formTop.current?.getBoundingClientRect().top ?? 0) + window.scrollY - offsetPx();
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      window.scrollTo({ top, behavior: reduce ? "auto" : "smooth" });
    }, TAB_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [tab]);

  const select = (value: string) => {
    const next = new URLSearchParams(searchParams);
    if (value === "business") next.set("typ", "foretag");
    else next.delete("typ");
    next.delete("kategori");
    setSearchParams(next, { replace: true, preventScrollReset: true, state: location.state });
  };
  const hrefFor = (value: "private" | "business") => (value === "business" ? "?typ=foretag" : "?");

  return (
    <HydrationBoundary>
      <Tabs.Root value={tab} onValueChange={select}>
        <Tabs.List aria-label={texts.tabsLabel} className="inline-grid grid-cols-2 rounded-full border border-forest-200 bg-white p-1">
          {(["private", "business"] as const).map((value) => (
            <Tabs.Trigger key={value} value={value} asChild>
              <Link
                to={hrefFor(value)}
                replace
                preventScrollReset
                onClick={(event) => event.preventDefault()}
                className="rounded-full px-6 py-2.5 text-center font-semibold text-forest-800 data-[state=active]:bg-forest-700 data-[state=active]:text-white"
              >
                {value === "business" ? texts.tabBusiness : texts.tabPrivate}
              </Link>
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <div ref={formTop} className="mt-8">
          {(["private", "business"] as const).map((value) => (
            <Tabs.Content key={value} value={value} forceMount className="data-[state=inactive]:hidden">
              <BookingInquiryForm
                kind={value}
                texts={texts}
                formKey={props.formKeys[value]}
                constraint={props.constraints[value]}
                today={props.today}
                latest={props.latest}
                packageChoices={props.packageChoices}
                initialCategory={value === tab ? props.initialCategory : undefined}
                initialStay={initialStay}
                answer={answer?.form === value || (!answer?.form && value === tab) ? answer : undefined}
              />
            </Tabs.Content>
          ))}
        </div>
      </Tabs.Root>
    </HydrationBoundary>
  );
}
