import { Check, ChevronDown } from "lucide-react";
import { Select } from "radix-ui";
import { useId } from "react";
import type { TermsSection, TermsSectionId } from "~/content/terms";
import { TermsSectionBody } from "./terms-section-body";
import { SectionHeading } from "~/components/section-heading";

interface Props {
  sections: TermsSection[];
  active: TermsSectionId;
  onSelect: (id: TermsSectionId) => void;
  label: string;
}

/** Desktop (≥ 768 px): a dropdown chooses which section is shown below it. */
export function TermsSelect({ sections, active, onSelect, label }: Props) {
  const triggerId = useId();
  const headingId = useId();
  const current = sections.find((section) => section.id === active) ?? sections[0];
  if (!current) return null;

  return (
    <div className="mt-10">
      <div className="flex flex-wrap items-center gap-4">
        <label htmlFor={triggerId} className="font-semibold text-forest-900">
          {label}
        </label>
        <Select.Root value={current.id} onValueChange={(value) => onSelect(value as TermsSectionId)}>
          <Select.Trigger
            id={triggerId}
            className="inline-flex min-h-11 min-w-80 items-center justify-between gap-3 rounded-md border-2 border-forest-700 bg-white px-4 text-left font-semibold text-forest-900 hover:bg-forest-50 data-[state=open]:bg-forest-50"
          >
            {/* The title is given explicitly so the server-rendered trigger already shows it. */}
            <Select.Value>{current.title}</Select.Value>
            <Select.Icon>
              <ChevronDown aria-hidden className="size-5" />
            </Select.Icon>
          </Select.Trigger>
          <Select.Portal>
            <Select.Content
              position="popper"
              sideOffset={6}
              className="z-50 min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-md border border-forest-200 bg-white text-ink shadow-xl"
            >
              <Select.Viewport className="p-1">
                {sections.map((section) => (
                  <Select.Item
                    key={section.id}
                    value={section.id}
                    className="relative flex min-h-11 cursor-pointer items-center rounded py-2 pr-3 pl-9 outline-none select-none data-[highlighted]:bg-forest-700 data-[highlighted]:text-white data-[state=checked]:font-semibold"
                  >
                    <Select.ItemIndicator className="absolute left-2 inline-flex items-center">
                      <Check aria-hidden className="size-4" />
                    </Select.ItemIndicator>
                    <Select.ItemText>{section.title}</Select.ItemText>
                  </Select.Item>
                ))}
              </Select.Viewport>
            </Select.Content>
          </Select.Portal>
        </Select.Root>
      </div>

      <section aria-labelledby={headingId} className="mt-10 rounded-xl bg-white p-8 shadow-sm ring-1 ring-forest-100">
        <SectionHeading id={headingId}>{current.title}</SectionHeading>
        <div className="mt-3">
          <TermsSectionBody section={current} />
        </div>
      </section>
    </div>
  );
}
