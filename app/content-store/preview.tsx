import { useEffect, useRef } from "react";
import { FoodEventView } from "~/components/food-event/food-event-view";
import { LunchDay } from "~/components/weekly-menu/menu-board";
import { foodEventFromData, foodEventLabelsFor, formatFoodEventPrice } from "~/content/food-events";
import { I18nProvider } from "~/i18n/i18n-provider";
import { menusFor } from "~/content/menus";
import { languages } from "~/i18n/lang";
import { localized, type ContentData } from "./data";
import { contentKinds, type ContentKind, type FieldSpec } from "./kinds";
import { parseWeekKey } from "./week";

/**
 * The item as the public pages will show it, in both languages (English falls back to Swedish).
 * It takes the focus when it appears, so a keyboard or screen-reader user lands on it.
 */
export function ContentPreview({ kind, itemKey, data }: { kind: ContentKind; itemKey: string; data: ContentData }) {
  const section = useRef<HTMLElement>(null);
  useEffect(() => section.current?.focus(), [data]);
  // A food event's page is as wide as the screen: the two languages stack.
  const wide = kind === "food-event";
  return (
    <section
      ref={section}
      tabIndex={-1}
      aria-labelledby="preview-title"
      className="mt-8 rounded-lg border-2 border-dashed border-forest-700 bg-birch p-5"
    >
      <h2 id="preview-title" className="font-serif text-2xl font-semibold">
        Förhandsgranskning (inte publicerad)
      </h2>
      <div className={`mt-4 grid gap-6 ${wide ? "" : "md:grid-cols-2"}`}>
        {languages.map((lang) => (
          <div key={lang} lang={lang}>
            <h3 className="font-semibold">{lang === "sv" ? "Svenska sidan" : "Engelska sidan"}</h3>
            {kind === "weekly-menu" ? (
              <WeeklyMenuPreview lang={lang} itemKey={itemKey} data={data} />
            ) : kind === "food-event" ? (
              <FoodEventPreview lang={lang} itemKey={itemKey} data={data} />
            ) : (
              <FieldsPreview kind={kind} lang={lang} data={data} />
            )}
          </div>
        ))}
      </div>
    </section>
  );
}

/** The food event's own page, as guests will see it (its headings one level down, inside the preview). */
function FoodEventPreview({ lang, itemKey, data }: { lang: "sv" | "en"; itemKey: string; data: ContentData }) {
  const event = foodEventFromData(itemKey, data, lang);
  return (
    <div className="mt-2 overflow-hidden rounded-lg border border-sand bg-birch">
      <I18nProvider lang={lang} texts={{}}>
        <FoodEventView
          event={event}
          price={formatFoodEventPrice(event.pricePerPerson, lang)}
          labels={foodEventLabelsFor(lang)}
          idPrefix={`${lang}-`}
        />
      </I18nProvider>
    </div>
  );
}

function WeeklyMenuPreview({ lang, itemKey, data }: { lang: "sv" | "en"; itemKey: string; data: ContentData }) {
  const menus = menusFor(lang, [], { week: parseWeekKey(itemKey)?.week ?? 0, data });
  const lunch = menus.sections.find((section) => section.id === "lunch")!;
  return (
    <div className="mt-2 space-y-4">
      <p className="font-serif text-xl font-semibold">{menus.weekLabel}</p>
      <p>{menus.lunchInfo}</p>
      {lunch.items.map((item) => (
        <LunchDay key={item.id} item={item} />
      ))}
    </div>
  );
}

/** Every field as that language's page will read it (English falls back to Swedish). */
function FieldsPreview({ kind, lang, data }: { kind: ContentKind; lang: "sv" | "en"; data: ContentData }) {
  const fields: readonly FieldSpec[] = contentKinds[kind].fields;
  return (
    <dl className="mt-2 space-y-2">
      {fields.map((field) => {
        const value = field.localized ? localized(data, field.name, lang) : String(data[field.name] ?? "");
        return value ? (
          <div key={field.name}>
            <dt className="text-sm font-semibold text-muted">{field.label}</dt>
            <dd className="whitespace-pre-line">{value}</dd>
          </div>
        ) : null;
      })}
    </dl>
  );
}
