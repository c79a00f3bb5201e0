import { PolicySectionView } from "~/components/policies/policy-blocks";
import type { TermsSection } from "~/content/terms";

/** A terms section's summary and its parts, each under an h3 (the section title is the h2). */
export function TermsSectionBody({ section }: { section: TermsSection }) {
  return (
    <div>
      <p className="text-lg text-muted">{section.summary}</p>
      <div className="mt-8 space-y-8">
        {section.parts.map((part) => (
          <PolicySectionView key={part.id} section={part} level={3} />
        ))}
      </div>
    </div>
  );
}
