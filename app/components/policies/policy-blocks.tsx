import { RouteLink } from "~/components/route-link";
import { ExternalLink } from "~/components/external-link";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import type { PolicyBlock, PolicySection } from "~/content/terms";
import { useI18n } from "~/i18n/i18n-provider";

const linkClass = "font-medium text-forest-700 underline underline-offset-4 hover:text-forest-900";

/** Site paths become localised router links; mail, phone and web addresses stay plain links. */
function PolicyLink({ label, to }: { label: string; to: string }) {
  const { href } = useI18n();
  if (to.startsWith("/")) {
    return (
      <RouteLink to={href(to)} className={linkClass}>
        {label}
      </RouteLink>
    );
  }
  if (to.startsWith("http")) {
    return (
      <ExternalLink href={to} className={linkClass}>
        {label}
      </ExternalLink>
    );
  }
  return (
    <a href={to} className={linkClass}>
      {label}
    </a>
  );
}

function Block({ block }: { block: PolicyBlock }) {
  const { t } = useI18n();
  switch (block.kind) {
    case "p":
      return <p>{block.text}</p>;
    case "ul":
      return (
        <ul className="list-disc space-y-1.5 pl-6 marker:text-forest-700">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case "table": {
      // Tables of more than two columns become a list of cards on phones, where columns would be too narrow.
      const stacked = block.head.length > 2;
      return (
        <>
          <table
            className={cn("w-full table-fixed border-collapse text-left text-sm [overflow-wrap:anywhere]", stacked && "hidden md:table")}
          >
            <caption className="pb-2 text-left font-semibold text-forest-900">{block.caption}</caption>
            <thead>
              <tr className="border-b-2 border-forest-700">
                {block.head.map((cell) => (
                  <th key={cell} scope="col" className="py-2 pr-3 align-bottom font-semibold">
                    {cell}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join("|")} className="border-b border-forest-100 align-top">
                  {row.map((cell, index) => (
                    <td
                      key={index}
                      className={cn("py-2 pr-3", index === 0 && block.codeFirstColumn && "font-mono text-xs text-forest-900")}
                    >
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {stacked && (
            <div className="md:hidden">
              <p className="font-semibold text-forest-900">{block.caption}</p>
              <ul className="mt-2 space-y-3">
                {block.rows.map((row) => (
                  <li key={row.join("|")} className="rounded-lg bg-birch p-3 text-sm ring-1 ring-forest-100">
                    <dl className="space-y-1">
                      {row.map((cell, index) => (
                        <div key={index} className="grid grid-cols-[6.5rem_1fr] gap-2">
                          <dt className="font-semibold">{block.head[index]}</dt>
                          <dd
                            className={cn(
                              "[overflow-wrap:anywhere]",
                              index === 0 && block.codeFirstColumn && "font-mono text-xs leading-5 text-forest-900",
                            )}
                          >
                            {cell}
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </>
      );
    }
    case "links":
      return block.items.length === 1 ? (
        <p>
          <PolicyLink {...block.items[0]!} />
        </p>
      ) : (
        <ul className="space-y-1.5">
          {block.items.map((item) => (
            <li key={item.to}>
              <PolicyLink {...item} />
            </li>
          ))}
        </ul>
      );
    case "cookieSettings":
      return (
        // The banner it brings back needs scripts (footer-columns.tsx).
        <p className="noscript:hidden">
          <Button type="button" variant="outline" data-cookie-settings="">
            {t("cookie.settings")}
          </Button>
        </p>
      );
  }
}

/** The running text of one policy section. */
export function PolicyBlocks({ blocks, className }: { blocks: PolicyBlock[]; className?: string }) {
  return (
    <div className={cn("space-y-3 leading-relaxed", className)}>
      {blocks.map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </div>
  );
}

/** A section with its heading at the given level (h2 on a policy page, h3 inside a terms section). */
export function PolicySectionView({
  section,
  level,
  id,
  className,
}: {
  section: PolicySection;
  level: 2 | 3;
  /** The element id, for a table of contents; leave out when the section may be rendered twice. */
  id?: string;
  className?: string;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section id={id} className={cn("scroll-mt-24", className)}>
      <Heading className={cn("font-serif font-semibold text-forest-900", level === 2 ? "text-2xl md:text-3xl" : "text-xl")}>
        {section.heading}
      </Heading>
      <PolicyBlocks blocks={section.blocks} className="mt-3" />
    </section>
  );
}
