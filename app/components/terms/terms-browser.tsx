import type { TermsSectionHeading, TermsSectionId } from "~/content/terms";
import { TermsAccordion } from "./terms-accordion";
import type { TermsBodies } from "./terms-section-body";
import { TermsSelect } from "./terms-select";
import { useTermsTab } from "./use-terms-tab";

interface Props {
  sections: TermsSectionHeading[];
  bodies: TermsBodies;
  defaultTab: TermsSectionId;
  pickerLabel: string;
  submitLabel: string;
}

/**
 * The five sections of /villkor: a dropdown on desktop, an accordion on phones. Both are rendered
 * and CSS shows one per breakpoint, so the server's HTML is already right and nothing jumps.
 */
export function TermsBrowser({ sections, bodies, defaultTab, pickerLabel, submitLabel }: Props) {
  const [active, select] = useTermsTab(
    sections.map((section) => section.id),
    defaultTab,
  );
  return (
    <>
      <div className="hidden md:block">
        <TermsSelect sections={sections} bodies={bodies} active={active} onSelect={select} label={pickerLabel} submitLabel={submitLabel} />
      </div>
      <div className="md:hidden">
        <TermsAccordion sections={sections} bodies={bodies} active={active} onSelect={select} />
      </div>
    </>
  );
}
