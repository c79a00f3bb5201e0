import { Form, isRouteErrorResponse, NavLink, Outlet, useLocation, useRouteError } from "react-router";
import { cn } from "~/components/ui/cn";
import { cloudflareContext } from "~/context";
import { deskPaths } from "~/desk/paths";
import { getDb } from "~/db/client.server";
import { LOOPBACK_HOSTS } from "~/forms/newsletter-links.server";
import { HealthBanner } from "~/staff/health-panel";
import { healthStatus } from "~/staff/health.server";
import { kindTitles } from "~/staff/fields.server";
import { StaffFrame } from "~/staff/frame";
import { requireStaff } from "~/staff/require-staff.server";
import { inboxKinds, staffPaths } from "~/staff/paths";
import type { Route } from "./+types/staff";
// The staff screens' classes are not in the inline public stylesheet (docs/decisions/059-staff-styles-apart.md).
import staffCss from "~/staff.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: staffCss }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const { env } = context.get(cloudflareContext);
  return {
    staff,
    unhealthy: (await healthStatus(getDb(env.DB), env, LOOPBACK_HOSTS.has(new URL(request.url).hostname))).state === "critical",
    lists: inboxKinds.map((kind) => ({ href: staffPaths.list(kind), title: kindTitles[kind].list })),
  };
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn("block rounded-md px-3 py-1.5 text-sm font-semibold sm:py-2", isActive ? "bg-white text-forest-900" : "hover:bg-white/15");

/** The staff area's screens after the inbox's lists, in the menu's order. */
const sections = [
  [deskPaths.search, "Sök"],
  [staffPaths.quarantine, "Kvarhållna"],
  [staffPaths.person, "Sök person"],
  [staffPaths.statistics, "Statistik"],
  [staffPaths.content, "Innehåll"],
  [staffPaths.photos, "Bilder"],
  [staffPaths.health, "Driftstatus"],
  [staffPaths.people, "Personal"],
] as const;

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const { staff, lists, unhealthy } = loaderData;
  return (
    <StaffFrame
      nav={
        // One row that scrolls sideways on a phone, wrapped from 640 px.
        <nav aria-label="Personalinkorgen" className="-mx-4 mt-1 overflow-x-auto px-4 sm:mx-0 sm:mt-2 sm:px-0">
          <ul className="flex gap-1 whitespace-nowrap sm:flex-wrap">
            <li>
              <NavLink to={staffPaths.inbox} end className={linkClass}>
                Översikt
              </NavLink>
            </li>
            {lists.map((list) => (
              <li key={list.href}>
                <NavLink to={list.href} className={linkClass}>
                  {list.title}
                </NavLink>
              </li>
            ))}
            {sections.map(([to, label]) => (
              <li key={to}>
                <NavLink to={to} className={linkClass}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      }
      account={
        staff.via === "password" ? (
          <Form method="post" action={staffPaths.signOut} reloadDocument className="flex items-center gap-2">
            <span className="text-sm" data-testid="staff-name">
              {staff.name}
            </span>
            <button type="submit" className="rounded-md border border-white/60 px-3 py-1 text-sm font-semibold hover:bg-white/15 sm:py-2">
              Logga ut
            </button>
          </Form>
        ) : (
          <p className="text-sm">
            <span data-testid="staff-name">{staff.name}</span> ·{" "}
            <a href="/cdn-cgi/access/logout" className="underline">
              Logga ut
            </a>
          </p>
        )
      }
    >
      {unhealthy ? <HealthBanner /> : null}
      <Outlet />
    </StaffFrame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text =
    status === 401
      ? "Du är inte inloggad längre."
      : status === 404
        ? "Det du letar efter finns inte (kanske redan raderat)."
        : "Något gick fel. Försök igen om en stund.";
  return (
    <StaffFrame>
      <h1 className="font-serif text-2xl font-semibold">{status === 404 ? "Hittades inte" : "Det gick inte"}</h1>
      <p className="mt-3">{text}</p>
      <p className="mt-6">
        <a
          // Back to the same page after signing in, where a reply or note typed meanwhile is put back (app/desk/draft.ts).
          href={status === 401 ? `${staffPaths.signIn}?next=${encodeURIComponent(location.pathname)}` : staffPaths.inbox}
          className="font-semibold text-forest-700 underline"
        >
          {status === 401 ? "Logga in" : "Till översikten"}
        </a>
      </p>
    </StaffFrame>
  );
}
