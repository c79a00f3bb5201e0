import { MenuBoard } from "~/components/menus/menu-board";
import { TableBooking } from "~/components/menus/table-booking";
import { PageHero } from "~/components/page-hero";
import { pageMeta } from "~/components/page-meta";
import { menusFor } from "~/content/menus";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import type { Route } from "./+types/weekly-menu";

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { page: pageIntro("weekly-menu", lang), menus: menusFor(lang) };
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
