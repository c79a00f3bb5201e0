import { Link } from "react-router";
import { cloudflareContext } from "~/context";
import { getDb } from "~/db/client.server";
import { hotelToday } from "~/staff/dates";
import { kindTitles } from "~/staff/fields.server";
import { requireStaff } from "~/staff/guard.server";
import { staffMeta } from "~/staff/meta";
import { inboxKinds, staffPaths } from "~/staff/paths";
import { countsByKind } from "~/staff/records.server";
import type { Route } from "./+types/staff.home";

export const meta: Route.MetaFunction = () => staffMeta("Översikt");

export async function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  const today = hotelToday();
  const counts = await countsByKind(getDb(context.get(cloudflareContext).env.DB), today);
  return {
    today,
    lists: inboxKinds.map((kind) => ({
      kind,
      title: kindTitles[kind].list,
      href: staffPaths.list(kind),
      todayHref: `${staffPaths.list(kind)}?from=${today}&to=${today}`,
      ...counts[kind],
    })),
  };
}

export default function StaffHome({ loaderData }: Route.ComponentProps) {
  const { today, lists } = loaderData;
  return (
    <>
      <h1 className="font-serif text-3xl font-semibold">Översikt</h1>
      <p className="mt-2 text-muted">Det som har kommit in via webbplatsens formulär. Idag är {today}.</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {lists.map((list) => (
          <li key={list.kind} className="rounded-lg border border-sand bg-white p-5">
            <h2 className="font-serif text-xl font-semibold">
              <Link to={list.href} className="text-forest-700 underline-offset-4 hover:underline">
                {list.title}
              </Link>
            </h2>
            <p className="mt-2">
              <Link to={list.todayHref} className="underline underline-offset-4">
                {list.today} idag
              </Link>{" "}
              · {list.total} totalt
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
