import { MenuBoard } from "~/components/weekly-menu/menu-board";
import { TableBooking } from "~/components/weekly-menu/table-booking";
import { PageHero } from "~/components/page-hero";
import { openingHours, weeklyMenuContent } from "~/content-store/public.server";
import { menuWeekOf } from "~/content/menus";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/weekly-menu";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const week = menuWeekOf(new URL(request.url));
  const [menus, hours] = await Promise.all([weeklyMenuContent(context, lang, new Date(), week), openingHours(context, lang)]);
  return {
    page: pageIntro("weekly-menu", lang, hours.hours),
    // Next week's view keeps the page's canonical address (screenSeo has no query): it is this
    // page a few days early, not a page of its own.
    seo: screenSeo(request, "weekly-menu", { hours }),
    menus,
  };
}

export default function WeeklyMenuPage({ loaderData }: Route.ComponentProps) {
  const { page, menus } = loaderData;
  return (
    <>
      <PageHero page={page}>
        <MenuBoard menus={menus} />
      </PageHero>
      <TableBooking text={menus.text} />
    </>
  );
}
