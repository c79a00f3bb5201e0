import { Link, redirect } from "react-router";
import { cloudflareContext } from "~/context";
import { getDb } from "~/db/client.server";
import { countQuarantine, QUARANTINE_DAYS } from "~/db/quarantine.server";
import { LOOPBACK_HOSTS } from "~/forms/newsletter-links.server";
import { hotelToday } from "~/staff/dates";
import { kindTitles } from "~/staff/fields.server";
import { requireStaff, staffHeaders } from "~/staff/require-staff.server";
import { staffMeta } from "~/staff/meta";
import { inboxKinds, isInboxKind, staffPaths } from "~/staff/paths";
import { HealthStatusLine } from "~/staff/health-panel";
import { healthStatus } from "~/staff/health.server";
import { countsByKind, readFilter } from "~/staff/records.server";
import type { Route } from "./+types/staff.home";
import { WaitingPanel } from "~/desk/waiting-panel";
import { deskPaths } from "~/desk/paths";
import { waitingView } from "~/desk/overview.server";

export const meta: Route.MetaFunction = () => staffMeta("Översikt");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  // The lists' filter form names the type as ?kind=…: it lands on that list with the same days.
  const url = new URL(request.url);
  const kind = url.searchParams.get("kind");
  if (isInboxKind(kind)) {
    const { range, status } = readFilter(url);
    const search = new URLSearchParams({ ...range, ...(status && { status }) }).toString();
    throw redirect(`${staffPaths.list(kind)}${search ? `?${search}` : ""}`, { headers: staffHeaders() });
  }
  const today = hotelToday();
  const { env } = context.get(cloudflareContext);
  const db = getDb(env.DB);
  const [counts, held, health, waiting] = await Promise.all([
    countsByKind(db, today),
    countQuarantine(db),
    healthStatus(db, env, LOOPBACK_HOSTS.has(url.hostname)),
    waitingView(db, new Date()),
  ]);
  return {
    waiting,
    health,
    quarantine: { href: staffPaths.quarantine, total: held, days: QUARANTINE_DAYS },
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
  const { today, lists, quarantine, health, waiting } = loaderData;
  return (
    <>
      <h1 className="font-serif text-3xl font-semibold">Översikt</h1>
      <p className="mt-2 text-muted">Det som har kommit in via webbplatsens formulär. Idag är {today}.</p>
      <HealthStatusLine status={health} />
      <p className="mt-4">
        <Link to={deskPaths.newCase} className="font-semibold text-forest-700 underline">
          Nytt ärende (telefon eller besök)
        </Link>
      </p>
      <WaitingPanel waiting={waiting} />
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
      <section aria-labelledby="quarantine-title" className="mt-8 rounded-lg border border-sand bg-white p-5">
        <h2 id="quarantine-title" className="font-serif text-xl font-semibold">
          <Link to={quarantine.href} className="text-forest-700 underline-offset-4 hover:underline">
            Kvarhållna formulär
          </Link>
        </h2>
        <p className="mt-2">
          {quarantine.total} kvarhållna · skickade för snabbt eller med det dolda fältet ifyllt, sparas i {quarantine.days} dagar
        </p>
      </section>
    </>
  );
}
