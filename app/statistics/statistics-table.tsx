import type { ReactNode } from "react";
import { cn } from "~/components/ui/cn";
import type { Breakdown } from "./report.server";

/** A wide table's box: it scrolls sideways on a phone, so a keyboard must be able to focus it (axe: scrollable-region-focusable). */
export function ScrollBox({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable box is reached by keyboard only this way
    <div className={cn("overflow-x-auto", className)} tabIndex={0} role="group" aria-label={label}>
      {children}
    </div>
  );
}

/**
 * One section's table: the total and the current week first, then the weeks before it, newest
 * first, so a phone shows what matters before it scrolls sideways.
 */
export function StatisticsTable({ title, labels, lines }: { title: string; labels: string[]; lines: Breakdown[] }) {
  const order = labels.map((_, i) => labels.length - 1 - i);
  return (
    <ScrollBox label={`${title} per vecka`}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{title} per vecka</caption>
        <thead className="bg-birch">
          <tr>
            <th scope="col" className="px-2 py-1">
              Vad
            </th>
            <th scope="col" className="px-2 py-1 text-right">
              Totalt
            </th>
            {order.map((i) => (
              <th key={labels[i]} scope="col" className="px-2 py-1 text-right whitespace-nowrap">
                {labels[i]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.label} className="border-t border-sand">
              <th scope="row" className="px-2 py-1 font-normal">
                {line.label}
              </th>
              <td className="px-2 py-1 text-right font-semibold tabular-nums">{line.total}</td>
              {order.map((i) => (
                <td key={labels[i]} className="px-2 py-1 text-right tabular-nums">
                  {line.weeks[i]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
