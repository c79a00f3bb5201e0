import { ClipboardList } from "lucide-react";
import type { KeyboardEvent } from "react";
import { HiddenUntilFound } from "~/components/hidden-until-found";
import { lazy, Suspense } from "react";
import { RouteLink } from "~/components/route-link";
import { PageHero } from "~/components/page-hero";
import { ResponsiveImage } from "~/components/responsive-image";
import { buttonVariants } from "~/components/ui/button";
import { useLazyDialog } from "~/components/use-lazy-dialog";
import type { TeambuildingPage as TeambuildingContent } from "~/content/teambuilding";
import type { PageIntro } from "~/content/pages";
import { useI18n } from "~/i18n/i18n-provider";
import { SectionHeading } from "~/components/section-heading";
import { ActivitySheetBody } from "./activity-sheet-body";

/** The sheet's own section in the page: where "Se aktivitetsblad" leads without JavaScript. */
const SHEET_ANCHOR = "aktivitetsblad";

const loadSheet = () => import("./activity-sheet-dialog");
const ActivitySheetDialog = lazy(loadSheet);

/**
 * /teambuilding: about, a captioned gallery and the activity sheet, all rendered on the server.
 * The sheet's dialog (activity-sheet-dialog.tsx) is fetched when its button is first pressed,
 * hovered or focused. The spec shows "Laddar..." until mounted; here nothing hides behind a
 * loading text.
 */
export function TeambuildingPage({
  page,
  about,
  gallery,
  sheet,
}: { page: PageIntro } & Pick<TeambuildingContent, "about" | "gallery" | "sheet">) {
  const { href } = useI18n();
  return (
    <>
      <PageHero page={page} />

      <section aria-labelledby="about-heading" className="bg-white px-4 py-16">
        <div className="mx-auto max-w-4xl">
          <SectionHeading id="about-heading">{about.heading}</SectionHeading>
          <div className="mt-4 space-y-4 text-lg leading-relaxed">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="mt-8 flex flex-wrap gap-3">
            <ActivitySheet sheet={sheet} />
            <RouteLink to={href("/booking-inquiry?typ=foretag")} className={buttonVariants({ variant: "outline", size: "lg" })}>
              {about.cta}
            </RouteLink>
          </div>
          {/* The sheet in the page, hidden until found: the button's link opens it without JavaScript, find-in-page finds it. */}
          <HiddenUntilFound id={SHEET_ANCHOR} hidden keepHiddenWithoutScripts className="scroll-mt-28">
            <div className="mt-10 rounded-2xl bg-birch p-6">
              <h3 className="font-serif text-2xl font-semibold text-forest-900">{sheet.title}</h3>
              <p className="mt-1 mb-6 text-muted">{sheet.description}</p>
              <ActivitySheetBody sheet={sheet} idPrefix="sheet-page" level={4} />
            </div>
          </HiddenUntilFound>
        </div>
      </section>

      <section aria-labelledby="gallery-heading" className="px-4 py-16">
        <div className="mx-auto max-w-6xl">
          <SectionHeading id="gallery-heading">{gallery.heading}</SectionHeading>
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            {gallery.images.map((item) => (
              <figure key={item.image} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-forest-100">
                <ResponsiveImage
                  image={item.image}
                  alt={item.alt}
                  sizes="(min-width: 1152px) 370px, (min-width: 768px) 33vw, 100vw"
                  className="aspect-[4/3] w-full object-cover"
                />
                <figcaption className="p-4 text-muted">{item.caption}</figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}

/**
 * "Se aktivitetsblad": a link to the sheet's section in the page (before hydration and without
 * JavaScript it opens there); once hydrated, a press opens the dialog, and the link carries the
 * ARIA state a Radix Dialog.Trigger would.
 */
function ActivitySheet({ sheet }: { sheet: TeambuildingContent["sheet"] }) {
  const { open, setOpen, requested, contentId, openerProps, returnFocus } = useLazyDialog(loadSheet);
  // It is a button to assistive technology (it opens a dialog), so Space presses it too.
  const pressOnSpace = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== " ") return;
    event.preventDefault();
    event.currentTarget.click();
  };
  return (
    <>
      <a
        href={`#${SHEET_ANCHOR}`}
        role="button"
        {...openerProps(open, () => setOpen(true))}
        onKeyDown={pressOnSpace}
        className={buttonVariants({ variant: "primary", size: "lg" })}
      >
        <ClipboardList aria-hidden className="size-5" />
        {sheet.open}
      </a>
      {requested && (
        <Suspense fallback={null}>
          <ActivitySheetDialog sheet={sheet} open={open} onOpenChange={setOpen} contentId={contentId} onCloseAutoFocus={returnFocus} />
        </Suspense>
      )}
    </>
  );
}
