import { ChevronDown } from "lucide-react";
import { useId } from "react";
import { HiddenUntilFound } from "~/components/hidden-until-found";
import type { TermsSectionHeading, TermsSectionId } from "~/content/terms";
import { buttonVariants } from "~/components/ui/button";
import { TermsSectionBody, type TermsBodies } from "./terms-section-body";
import { SectionHeading } from "~/components/section-heading";

interface Props {
  sections: TermsSectionHeading[];
  bodies: TermsBodies;
  active: TermsSectionId;
  onSelect: (id: TermsSectionId) => void;
  label: string;
  /** The button that submits the choice when JavaScript is off. */
  submitLabel: string;
}

/**
 * Desktop (≥ 768 px): a native select chooses which section is shown below it. Without JavaScript
 * it is a GET form: its button reloads the page with `?tab=`, which the server already renders.
 * The other sections are in the HTML too, `hidden="until-found"` (hidden-until-found.tsx): find-in-page
 * opens them and makes the found one the chosen one. They stay hidden without JavaScript, where
 * the form chooses.
 */
export function TermsSelect({ sections, bodies, active, onSelect, label, submitLabel }: Props) {
  const selectId = useId();
  const headingId = useId();
  const current = sections.find((section) => section.id === active) ?? sections[0];
  if (!current) return null;

  return (
    <div className="mt-10">
      <form method="get" className="flex flex-wrap items-center gap-4">
        <label htmlFor={selectId} className="font-semibold text-forest-900">
          {label}
        </label>
        <div className="relative">
          <select
            id={selectId}
            name="tab"
            value={current.id}
            onChange={(event) => onSelect(event.target.value as TermsSectionId)}
            className="block min-h-11 min-w-80 cursor-pointer appearance-none rounded-md border-2 border-forest-700 bg-white py-2 pr-12 pl-4 font-semibold text-forest-900 hover:bg-forest-50"
          >
            {sections.map((section) => (
              <option key={section.id} value={section.id}>
                {section.title}
              </option>
            ))}
          </select>
          <ChevronDown aria-hidden className="pointer-events-none absolute top-1/2 right-4 size-5 -translate-y-1/2 text-forest-900" />
        </div>
        {/* With JavaScript the choice applies at once; React never renders noscript's children in the browser. */}
        <noscript>
          <button type="submit" className={buttonVariants({ variant: "outline" })}>
            {submitLabel}
          </button>
        </noscript>
      </form>

      {sections.map((section, index) => (
        <HiddenUntilFound key={section.id} hidden={section.id !== current.id} onFound={() => onSelect(section.id)} keepHiddenWithoutScripts>
          <section aria-labelledby={`${headingId}-${index}`} className="mt-10 rounded-xl bg-white p-8 shadow-sm ring-1 ring-forest-100">
            <SectionHeading id={`${headingId}-${index}`}>{section.title}</SectionHeading>
            <div className="mt-3">
              <TermsSectionBody bodies={bodies} id={section.id} />
            </div>
          </section>
        </HiddenUntilFound>
      ))}
    </div>
  );
}
