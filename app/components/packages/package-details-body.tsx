import type { ReactNode } from "react";
import type { Package, PackageDetailsLabels } from "~/content/packages";

/** A package with the headings of its details. */
export interface PackageDetailsProps {
  pkg: Package;
  labels: PackageDetailsLabels;
}

type Level = 3 | 4;

function Section({ title, level, children }: { title: string; level: Level; children: ReactNode }) {
  const Heading = level === 3 ? "h3" : "h4";
  return (
    <section className="mt-7 first:mt-0">
      <Heading className="font-serif text-lg font-semibold text-forest-900">{title}</Heading>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="list-disc space-y-1 pl-5">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * Everything about a package past its card: prices, what is included, the days, the schedule,
 * add-ons, equipment and terms. The dialog shows it (headings h3 under its h2 title), and so does
 * the card's own anchored section `#paket-<slug>` (h4 under the card's h3), which works without
 * the dialog (package-card.tsx).
 */
export function PackageDetailsBody({ pkg, labels, level }: PackageDetailsProps & { level: Level }) {
  const prices = [
    { label: labels.pricePerPerson, value: pkg.pricePerPerson },
    { label: labels.priceSingle, value: pkg.priceSingle },
    { label: labels.priceDouble, value: pkg.priceDouble },
  ].filter((row): row is { label: string; value: string } => Boolean(row.value));
  const days = [
    { title: labels.dayOne, items: pkg.dayOne },
    { title: labels.dayTwo, items: pkg.dayTwo },
    { title: labels.dayThree, items: pkg.dayThree },
  ].filter((day): day is { title: string; items: string[] } => Boolean(day.items?.length));

  return (
    <div>
      <Section title={labels.price} level={level}>
        <p className="font-semibold text-forest-800">{pkg.price}</p>
        {pkg.comingPrice && <p className="mt-1 text-muted">{pkg.comingPrice}</p>}
        {prices.length > 0 && (
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {prices.map((row) => (
              <div key={row.label} className="contents">
                <dt className="text-muted">{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        )}
        {pkg.addon && <p className="mt-2 text-muted">{pkg.addon}</p>}
      </Section>

      <Section title={labels.includes} level={level}>
        <Bullets items={pkg.includes} />
      </Section>

      {days.map((day) => (
        <Section key={day.title} title={day.title} level={level}>
          <Bullets items={day.items} />
        </Section>
      ))}

      {pkg.schedule && pkg.schedule.length > 0 && (
        <Section title={labels.schedule} level={level}>
          <ol className="space-y-1">
            {pkg.schedule.map((item) => (
              <li key={`${item.time}-${item.activity}`} className="flex gap-4">
                <span className="w-14 shrink-0 font-semibold text-forest-800 tabular-nums">{item.time}</span>
                <span>{item.activity}</span>
              </li>
            ))}
          </ol>
        </Section>
      )}

      {pkg.addOnOptions && pkg.addOnOptions.length > 0 && (
        <Section title={labels.addOns} level={level}>
          <ul className="space-y-3">
            {pkg.addOnOptions.map((option) => (
              <li key={option.name}>
                <p className="font-semibold">
                  {option.name} <span className="font-normal text-muted">– {option.price}</span>
                </p>
                <p className="text-muted">{option.description}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {pkg.equipmentText && (
        <Section title={labels.equipment} level={level}>
          <p>{pkg.equipmentText}</p>
        </Section>
      )}

      <Section title={labels.terms} level={level}>
        <p>{pkg.termsText}</p>
      </Section>
    </div>
  );
}
