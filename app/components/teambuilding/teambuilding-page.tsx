import { ClipboardList } from "lucide-react";
import { lazy, Suspense } from "react";
import { RouteLink } from "~/components/route-link";
import { PageHero } from "~/components/page-hero";
import { ResponsiveImage } from "~/components/responsive-image";
import { ServerRendered } from "~/components/server-rendered";
import { buttonVariants } from "~/components/ui/button";
import { useLazyDialog } from "~/components/use-lazy-dialog";
import type { TeambuildingPage as TeambuildingContent } from "~/content/teambuilding";
import type { PageIntro } from "~/content/pages";
import { useI18n } from "~/i18n/i18n-provider";
import type { RenderOnly } from "~/render-only";
import { SectionHeading } from "~/components/section-heading";

const loadSheet = () => import("./activity-sheet-dialog");
const ActivitySheetDialog = lazy(loadSheet);

/**
 * /teambuilding: about, a captioned gallery and the activity sheet, all rendered on the server.
 * The text is render-only (app/render-only.ts): only the sheet's button hydrates; the sheet itself
 * (activity-sheet-dialog.tsx) is fetched with its texts when the button is first pressed,
 * hovered or focused. The spec shows "Laddar..." until mounted; here nothing hides behind a
 * loading text.
 */
export function TeambuildingPage({
  page,
  content,
  sheetLabel,
}: {
  page: RenderOnly<PageIntro>;
  content: RenderOnly<Pick<TeambuildingContent, "about" | "gallery">>;
  sheetLabel: string;
}) {
  const { href } = useI18n();
  return (
    <>
      <PageHero page={page} />

      <section aria-labelledby="about-heading" className="bg-white px-4 py-16">
        <div className="mx-auto max-w-4xl">
          <ServerRendered data={content}>
            {({ about }) => (
              <>
                <SectionHeading id="about-heading">{about.heading}</SectionHeading>
                <div className="mt-4 space-y-4 text-lg leading-relaxed">
                  {about.paragraphs.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
              </>
            )}
          </ServerRendered>
          <div className="mt-8 flex flex-wrap gap-3">
            <ActivitySheet label={sheetLabel} />
            <ServerRendered data={content}>
              {({ about }) => (
                <RouteLink to={href("/booking-inquiry?typ=foretag")} className={buttonVariants({ variant: "outline", size: "lg" })}>
                  {about.cta}
                </RouteLink>
              )}
            </ServerRendered>
          </div>
        </div>
      </section>

      <ServerRendered data={content}>
        {({ gallery }) => (
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
        )}
      </ServerRendered>
    </>
  );
}

/** "Se aktivitetsblad": the button carries the ARIA state a Radix Dialog.Trigger would. */
function ActivitySheet({ label }: { label: string }) {
  const { open, setOpen, requested, trigger, contentId, triggerProps } = useLazyDialog(loadSheet);
  return (
    <>
      <button {...triggerProps()} className={buttonVariants({ variant: "primary", size: "lg" })}>
        <ClipboardList aria-hidden className="size-5" />
        {label}
      </button>
      {requested && (
        <Suspense fallback={null}>
          <ActivitySheetDialog open={open} onOpenChange={setOpen} contentId={contentId} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
