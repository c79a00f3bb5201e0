import type { TextSection } from "~/content/nature";
import { cn } from "~/components/ui/cn";

/** Headed prose sections; each section's id is its anchor (the history page's "historia"). */
export function TextSections({ sections, className }: { sections: TextSection[]; className?: string }) {
  return (
    <div className={cn("space-y-12", className)}>
      {sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-rubrik`} className="scroll-mt-[90px]">
          <h2 id={`${section.id}-rubrik`} className="font-serif text-3xl font-semibold text-forest-800">
            {section.heading}
          </h2>
          <div className="mt-4 space-y-4 text-lg leading-relaxed">
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
