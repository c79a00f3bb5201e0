import { RouteLink } from "~/components/route-link";
import { buttonVariants } from "~/components/ui/button";
import type { ActivityPageText } from "~/content/activities";
import { useI18n } from "~/i18n/i18n-provider";

/**
 * The customise section: its inquiry button opens the booking inquiry with the event category
 * chosen.
 */
export function CustomiseSection({ text }: { text: ActivityPageText }) {
  const { href } = useI18n();
  return (
    <section aria-labelledby="skraddarsy" className="bg-forest-800 py-14 text-white">
      <div className="mx-auto max-w-4xl px-4">
        <h2 id="skraddarsy" className="font-serif text-3xl font-semibold">
          {text.customiseHeading}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-forest-50">{text.customiseText}</p>
        <RouteLink to={href("/booking-inquiry?kategori=event")} className={`${buttonVariants({ variant: "accent", size: "lg" })} mt-6`}>
          {text.customiseButton}
        </RouteLink>
      </div>
    </section>
  );
}
