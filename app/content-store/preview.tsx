import { useEffect, useRef } from "react";
import { FoodEventView } from "~/components/food-event/food-event-view";
import { TreatmentCard } from "~/components/relax/relax-page";
import { RoomCard } from "~/components/rooms/rooms-page";
import { GiftCardTierCard } from "~/components/gift-cards/gift-cards-page";
import { giftCardPageTextsFor, giftCardTierFromData, giftCardTierKeys } from "~/content/gift-cards";
import { roomFromData, roomIds, roomsPageTextsFor } from "~/content/rooms";
import { relaxPageTextsFor, treatmentFromData } from "~/content/treatments";
import { todayInSweden } from "~/forms/dates";
import { PositionText } from "~/components/jobs/jobs-board";
import { NoticeBanners } from "~/components/shell/notice-banner";
import { HOME_OFFSET_PX } from "~/components/shell/site-header";
import { Ticker } from "~/components/shell/ticker";
import { LunchDay } from "~/components/weekly-menu/menu-board";
import { foodEventFromData, foodEventLabelsFor, formatFoodEventPrice } from "~/content/food-events";
import { exceptionFromData } from "~/content/hours";
import { jobFromData, jobLabels } from "~/content/jobs";
import { PackageDetailsBody } from "~/components/packages/package-details-body";
import { ResponsiveImage } from "~/components/responsive-image";
import { packageFromData } from "~/content/package-data";
import { packagesPageLabelParts } from "~/content/packages";
import { en } from "~/i18n/en";
import { I18nProvider } from "~/i18n/i18n-provider";
import { menusFor } from "~/content/menus";
import { languages, localizePath, type Lang } from "~/i18n/lang";
import { sv } from "~/i18n/sv";
import { localized, type ContentData, type Notice } from "./data";
import { contentKinds, type ContentKind, type FieldSpec } from "./kinds";
import { parseWeekKey } from "./week";
import { noPhotos, type Photos } from "~/photos/photos";

/**
 * The item as the public pages will show it, in both languages (English falls back to Swedish).
 * It takes the focus when it appears, so a keyboard or screen-reader user lands on it.
 */
export function ContentPreview({
  kind,
  itemKey,
  data,
  photos = noPhotos,
}: {
  kind: ContentKind;
  itemKey: string;
  data: ContentData;
  /** The uploaded photos a picture field may name. */
  photos?: Photos;
}) {
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
              <FoodEventPreview lang={lang} itemKey={itemKey} data={data} photos={photos} />
            ) : kind === "package" ? (
              <PackagePreview lang={lang} itemKey={itemKey} data={data} photos={photos} />
            ) : kind === "job" ? (
              <JobPreview lang={lang} itemKey={itemKey} data={data} />
            ) : kind === "room" ? (
              <RoomPreview lang={lang} itemKey={itemKey} data={data} photos={photos} />
            ) : kind === "gift-card" ? (
              <GiftCardPreview lang={lang} itemKey={itemKey} data={data} photos={photos} />
            ) : kind === "treatment" ? (
              <TreatmentPreview lang={lang} itemKey={itemKey} data={data} photos={photos} />
            ) : kind === "notice" || kind === "hours-exception" ? (
              <NoticePreview lang={lang} itemKey={itemKey} data={data} closure={kind === "hours-exception"} />
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
function FoodEventPreview({ lang, itemKey, data, photos }: { lang: "sv" | "en"; itemKey: string; data: ContentData; photos: Photos }) {
  const event = foodEventFromData(itemKey, data, lang, photos);
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

/** The room's card as /boende shows it today, with a coming price under today's. */
function RoomPreview({ lang, itemKey, data, photos }: { lang: Lang; itemKey: string; data: ContentData; photos: Photos }) {
  const id = roomIds.find((room) => room === itemKey);
  if (!id) return null;
  return (
    <div className="mt-2 max-w-xl">
      <I18nProvider lang={lang} texts={lang === "sv" ? sv : en}>
        <RoomCard room={roomFromData(id, data, lang, todayInSweden(), photos)} bookNow={roomsPageTextsFor(lang).bookNow} />
      </I18nProvider>
    </div>
  );
}

/** The tier's card as /presentkort shows it today (its examples at the seeded prices). */
function GiftCardPreview({ lang, itemKey, data, photos }: { lang: Lang; itemKey: string; data: ContentData; photos: Photos }) {
  const key = giftCardTierKeys.find((tier) => tier === itemKey);
  if (!key) return null;
  return (
    <div className="mt-2 flex max-w-sm flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-forest-100">
      <I18nProvider lang={lang} texts={lang === "sv" ? sv : en}>
        <GiftCardTierCard
          tier={giftCardTierFromData(key, data, lang, todayInSweden(), undefined, photos)}
          texts={giftCardPageTextsFor(lang)}
        />
      </I18nProvider>
    </div>
  );
}

/** The treatment's card as /relax shows it today ("Läs mer" opens its lengths and prices). */
function TreatmentPreview({ lang, itemKey, data, photos }: { lang: Lang; itemKey: string; data: ContentData; photos: Photos }) {
  return (
    <div className="mt-2 max-w-sm">
      <I18nProvider lang={lang} texts={lang === "sv" ? sv : en}>
        <TreatmentCard treatment={treatmentFromData(itemKey, data, lang, todayInSweden(), photos)} texts={relaxPageTextsFor(lang)} />
      </I18nProvider>
    </div>
  );
}

/**
 * The package as /packages shows it: its card (today's price, and a coming one), then its details
 * as the dialog shows them.
 */
function PackagePreview({ lang, itemKey, data, photos }: { lang: Lang; itemKey: string; data: ContentData; photos: Photos }) {
  const pkg = packageFromData(itemKey, data, lang, todayInSweden(), photos);
  const { detailsLabels } = packagesPageLabelParts(lang);
  return (
    <I18nProvider lang={lang} texts={lang === "sv" ? sv : en}>
      <article className="mt-2 flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-forest-100">
        <ResponsiveImage image={pkg.image} alt={pkg.imageAlt} sizes="33vw" className="aspect-[4/3] w-full object-cover" />
        <div className="flex flex-1 flex-col p-5">
          <p className="font-serif text-xl font-semibold text-forest-900">{pkg.title}</p>
          <p className="mt-2 flex-1 text-muted">{pkg.description}</p>
          <p className="mt-4 font-semibold text-forest-800">{pkg.price}</p>
          {pkg.comingPrice && <p className="mt-1 text-sm text-muted">{pkg.comingPrice}</p>}
        </div>
      </article>
      <div className="mt-4 rounded-xl bg-white p-5">
        <p className="font-serif text-2xl font-semibold text-forest-900">{pkg.title}</p>
        <div className="mt-4">
          <PackageDetailsBody pkg={pkg} labels={detailsLabels} level={4} />
        </div>
      </div>
    </I18nProvider>
  );
}

/** The position as the jobs page shows it in its tab or accordion panel. */
function JobPreview({ lang, itemKey, data }: { lang: Lang; itemKey: string; data: ContentData }) {
  const job = jobFromData(itemKey, data, lang);
  return (
    <div className="mt-2 rounded-lg bg-white p-5">
      <p className="font-serif text-3xl font-semibold">{job.title}</p>
      <PositionText job={job} labels={jobLabels[lang]} />
    </div>
  );
}

/**
 * A notice as visitors see it: the banner at the top of every page, or the home page's ticker
 * (kept inside the preview: a transformed box holds its fixed position). A closure shows as a
 * banner on its days, linking to the contact page, as the shell makes it.
 */
function NoticePreview({ lang, itemKey, data, closure }: { lang: Lang; itemKey: string; data: ContentData; closure: boolean }) {
  const notice: Notice = closure
    ? { key: `hours-${itemKey}`, text: exceptionFromData(itemKey, data, lang).text, href: localizePath("/hitta-till-oss", lang) }
    : { key: itemKey, text: localized(data, "text", lang), href: data.link ? localizePath(String(data.link), lang) : null };
  return (
    <I18nProvider lang={lang} texts={lang === "sv" ? sv : en}>
      {data.placement === "ticker" ? (
        <div className="relative mt-2 overflow-hidden [transform:translateZ(0)]" style={{ height: HOME_OFFSET_PX }}>
          <Ticker extra={[notice]} />
        </div>
      ) : (
        // The banner's own top space is for the site's fixed header, which the preview has not.
        <div className="mt-2 overflow-hidden rounded-lg border border-sand [&>section]:!pt-3">
          <NoticeBanners notices={[notice]} offsetTicker={false} />
        </div>
      )}
      {closure && lang === "sv" ? (
        <p className="mt-2 text-sm text-muted">
          Så står texten överst på alla sidor de dagarna. Före och under dagarna står den också på sidan Hitta till oss.
        </p>
      ) : null}
    </I18nProvider>
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
