import { useId } from "react";
import type { PolicySection } from "~/content/terms";
import { PolicySectionView } from "./policy-blocks";

interface Props {
  sections: PolicySection[];
  contentsHeading: string;
  dateLabel: string;
  /** YYYY-MM-DD */
  date: string;
}

/** A static policy page: its date, a table of contents and every section under its own h2. */
export function PolicyDocument({ sections, contentsHeading, dateLabel, date }: Props) {
  const contentsId = useId();
  return (
    <div className="mt-8">
      <p className="text-sm text-muted">
        {dateLabel}: <time dateTime={date}>{date}</time>
      </p>
      <nav aria-labelledby={contentsId} className="mt-6 rounded-xl bg-white p-6 shadow-sm ring-1 ring-forest-100">
        <h2 id={contentsId} className="font-serif text-xl font-semibold text-forest-900">
          {contentsHeading}
        </h2>
        <ol className="mt-3 list-decimal space-y-1.5 pl-6 marker:text-forest-700 md:columns-2 md:gap-10">
          {sections.map((section) => (
            <li key={section.id} className="break-inside-avoid">
              <a href={`#${section.id}`} className="text-forest-700 underline underline-offset-4 hover:text-forest-900">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-12 space-y-12">
        {sections.map((section) => (
          <PolicySectionView key={section.id} section={section} level={2} id={section.id} />
        ))}
      </div>
    </div>
  );
}
