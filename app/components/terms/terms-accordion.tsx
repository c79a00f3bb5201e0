import { ChevronDown } from "lucide-react";
import { HiddenUntilFound } from "~/components/hidden-until-found";
import { HydrationBoundary } from "~/components/hydration-boundary";
import { Accordion } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import type { TermsSectionHeading, TermsSectionId } from "~/content/terms";
import { TermsSectionBody, type TermsBodies } from "./terms-section-body";

/** The fixed header's height: an opened item whose heading ends up under it is scrolled into view. */
const HEADER_PX = 70;

interface Props {
  sections: TermsSectionHeading[];
  bodies: TermsBodies;
  active: TermsSectionId;
  onSelect: (id: TermsSectionId) => void;
}

/**
 * Mobile (< 768 px): every section is an accordion item; the open one is the active section.
 * Every section is in the HTML, a closed one `hidden="until-found"` (hidden-until-found.tsx):
 * find-in-page opens it (and makes it the active one); without JavaScript all are open.
 */
export function TermsAccordion({ sections, bodies, active, onSelect }: Props) {
  // Closing the open item leaves the address alone; choosing another section (here or by a link) opens it.
  const [collapsed, setCollapsed] = useState<TermsSectionId | null>(null);
  const headers = useRef(new Map<string, HTMLElement>());
  const chosen = useRef<string | null>(null);

  // Once the chosen item is open, the one above it may have closed and pulled its heading up out of sight.
  useEffect(() => {
    if (chosen.current !== active) return;
    // A frame later, so the closed item's content is gone from the layout.
    const frame = requestAnimationFrame(() => {
      chosen.current = null;
      const header = headers.current.get(active);
      if (header && header.getBoundingClientRect().top < HEADER_PX) {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        header.scrollIntoView({ block: "start", behavior: reduce ? "auto" : "smooth" });
      }
    });
    return () => cancelAnimationFrame(frame);
  }, [active]);

  const onValueChange = (value: string) => {
    if (!value) {
      setCollapsed(active);
      return;
    }
    setCollapsed(null);
    chosen.current = value;
    onSelect(value as TermsSectionId);
  };

  const open = collapsed === active ? "" : active;
  // The browser opened a closed item itself (find-in-page): it has scrolled to the match already.
  const onFound = (id: TermsSectionId) => {
    setCollapsed(null);
    onSelect(id);
  };

  return (
    <HydrationBoundary>
      <Accordion.Root
        type="single"
        collapsible
        value={open}
        onValueChange={onValueChange}
        className="mt-10 divide-y divide-forest-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-forest-100"
      >
        {sections.map((section) => (
          <Accordion.Item key={section.id} value={section.id}>
            <Accordion.Header
              asChild
              ref={(element) => {
                if (element) headers.current.set(section.id, element);
                else headers.current.delete(section.id);
              }}
            >
              <h2 className="scroll-mt-[86px]">
                <Accordion.Trigger className="group flex min-h-14 w-full items-center justify-between gap-3 px-5 py-3 text-left font-serif text-xl font-semibold text-forest-900 hover:bg-forest-50">
                  {section.title}
                  <ChevronDown
                    aria-hidden
                    className="size-5 shrink-0 transition-transform group-data-[state=open]:rotate-180 noscript:hidden"
                  />
                </Accordion.Trigger>
              </h2>
            </Accordion.Header>
            <HiddenUntilFound hidden={open !== section.id} onFound={() => onFound(section.id)}>
              <Accordion.Content forceMount className="px-5 pt-1 pb-8">
                <TermsSectionBody bodies={bodies} id={section.id} />
              </Accordion.Content>
            </HiddenUntilFound>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </HydrationBoundary>
  );
}
