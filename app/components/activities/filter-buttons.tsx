import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";

export interface FilterOption<T extends string> {
  value: T;
  label: string;
}

/**
 * A row of toggle buttons that narrows a list (SPEC §4 "Client-side filters"). Each button says
 * whether it is pressed; the group is named so screen readers announce what it filters.
 */
export function FilterButtons<T extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  options: FilterOption<T>[];
  value: T;
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div role="group" aria-label={label} className={cn("flex flex-wrap gap-2", className)}>
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={buttonVariants({ variant: pressed ? "primary" : "outline", size: "chip", shape: "pill" })}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
