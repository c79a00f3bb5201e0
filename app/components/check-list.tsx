import { Check } from "lucide-react";
import { cn } from "~/components/ui/cn";

/** What a package, tier or occasion includes: one line each, a check mark before it. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn("space-y-2", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Check aria-hidden className="mt-1 size-4 shrink-0 text-forest-700" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
