import { MenuBoard, menuTabs } from "~/components/weekly-menu/menu-board";
import { TableBooking } from "~/components/weekly-menu/table-booking";
import { PageHero } from "~/components/page-hero";
import { ServerRendered } from "~/components/server-rendered";
import { openingHours, weeklyMenuContent } from "~/content-store/public.server";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/render-only";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/weekly-menu";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const [menus, hours] = await Promise.all([weeklyMenuContent(context, lang), openingHours(context, lang)]);
  return {
    page: renderOnly(pageIntro("weekly-menu", lang, hours.hours), request),
    seo: screenSeo(request, "weekly-menu", { hours }),
    // The tabs hydrate with their labels; the dishes and the table booking are text the server renders (app/render-only.ts).
    tabs: menuTabs(menus),
    menus: renderOnly(menus, request),
  };
}

export default function WeeklyMenuPage({ loaderData }: Route.ComponentProps) {
  const { page, tabs, menus } = loaderData;
  return (
    <>
      <PageHero page={page}>
        <MenuBoard tabs={tabs} menus={menus} />
      </PageHero>
      <ServerRendered data={menus}>{({ text }) => <TableBooking text={text} />}</ServerRendered>
    </>
  );
}
