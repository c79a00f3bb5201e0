import { RouteLink } from "~/components/route-link";
import { tableCategory } from "~/forms/booking-inquiry.options";
import { buttonVariants } from "~/components/ui/button";
import type { MenuPageText } from "~/content/menus";
import { useI18n } from "~/i18n/i18n-provider";

/** SPEC §2: a table-booking section whose button leads to the booking inquiry, on its table category (one date). */
export function TableBooking({ text }: { text: MenuPageText }) {
  const { href } = useI18n();
  return (
    <section aria-labelledby="boka-bord" className="bg-forest-800 py-14 text-white">
      <div className="mx-auto max-w-4xl px-4">
        <h2 id="boka-bord" className="font-serif text-3xl font-semibold">
          {text.tableHeading}
        </h2>
        <p className="mt-3 max-w-2xl text-lg text-forest-50">{text.tableText}</p>
        <RouteLink
          to={href(`/booking-inquiry?kategori=${tableCategory}`)}
          className={`${buttonVariants({ variant: "accent", size: "lg" })} mt-6`}
        >
          {text.tableButton}
        </RouteLink>
      </div>
    </section>
  );
}
