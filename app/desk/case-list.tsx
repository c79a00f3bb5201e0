import { Link } from "react-router";
import { cn } from "~/components/ui/cn";

/** One case in a desk list (the waiting list, a kind's list, search results). */
export interface CaseRow {
  key: string;
  href: string;
  /** The status in words ("Ny", "Gästen har svarat"). */
  status: string;
  /** "Bokningsförfrågan nr 12". */
  title: string;
  name: string;
  /** Dates (and party, category), when the case has them. */
  when?: string | null;
  /** The first line of what it is about, as the visitor wrote it (./glance.ts). */
  about?: string | null;
  /** A last line: how long it has waited, when it came in, the contact a search found. */
  note?: string;
  overdue?: boolean;
}

/**
 * Cases that read at a glance (issue 33, section 4): each row is one link whose name is all it
 * shows, the case's title first ("Bokningsförfrågan nr 12 Ny Eva Ek …"), then its status in words
 * beside it. Every line wraps or is cut within the row, so nothing at 390 px runs off the side.
 * What the visitor typed is text, never markup.
 */
export function CaseList({ label, rows, className }: { label: string; rows: CaseRow[]; className?: string }) {
  return (
    <ol aria-label={label} className={cn("divide-y divide-sand", className)}>
      {rows.map((row) => (
        <li key={row.key} data-overdue={row.overdue || undefined} className={cn(row.overdue && "border-l-4 border-ember")}>
          <Link to={row.href} className="block min-w-0 px-3 py-2 hover:bg-forest-50">
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-semibold text-forest-700 underline">{row.title}</span>{" "}
              <span className="rounded-full bg-forest-50 px-2 py-0.5 text-sm font-semibold text-forest-900">{row.status}</span>{" "}
              {row.overdue && <span className="rounded bg-ember px-2 py-0.5 text-xs font-bold text-white">Över 24 tim</span>}
            </span>{" "}
            <span className="mt-0.5 block text-sm text-ink">
              <span className="block break-words">
                <span className="font-semibold">{row.name}</span>
                {row.when && <span> · {row.when}</span>}
              </span>{" "}
              {row.about && <span className="block truncate text-muted">{row.about}</span>}{" "}
              {row.note && (
                <span className={cn("block break-words", row.overdue ? "font-semibold text-ember" : "text-muted")}>{row.note}</span>
              )}
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
