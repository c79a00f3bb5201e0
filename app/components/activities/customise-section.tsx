import { RouteLink } from "~/components/route-link";
import { ServerRendered } from "~/components/server-rendered";
import { buttonVariants } from "~/components/ui/button";
import type { ActivityPageText } from "~/content/activities";
import { useI18n } from "~/i18n/i18n-provider";
import type { RenderOnly } from "~/render-only";

/**
 * The customise section: its inquiry button opens the booking inquiry with the event category
 * chosen. Text and a link: a loader may send it render-only (app/render-only.ts).
 */
export function CustomiseSection({ text }: { text: RenderOnly<ActivityPageText> }) {
  const { href } = useI18n();
  return (
    <section aria-labelledby="skraddarsy" className="bg-forest-800 py-14 text-white">
      <div className="mx-auto max-w-4xl px-4">
        <ServerRendered data={text}>
          {({ customiseHeading, customiseText, customiseButton }) => (
            <>
              <h2 id="skraddarsy" className="font-serif text-3xl font-semibold">
                {customiseHeading}
              </h2>
              <p className="mt-3 max-w-2xl text-lg text-forest-50">{customiseText}</p>
              <RouteLink
                to={href("/booking-inquiry?kategori=event")}
                className={`${buttonVariants({ variant: "accent", size: "lg" })} mt-6`}
              >
                {customiseButton}
              </RouteLink>
            </>
          )}
        </ServerRendered>
      </div>
    </section>
  );
}
