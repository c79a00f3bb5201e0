import { redirect } from "react-router";
import { cloudflareContext } from "~/context";
import { getDb } from "~/db/client.server";
import { LOOPBACK_HOSTS } from "~/forms/newsletter-links.server";
import { resendDeadLetter, type ResendOutcome } from "~/health/dead-letters.server";
import { HealthPanel, resendNotices } from "~/staff/health-panel";
import { healthPanel } from "~/staff/health.server";
import { staffMeta } from "~/staff/meta";
import { staffPaths } from "~/staff/paths";
import { requireStaff, staffHeaders } from "~/staff/require-staff.server";
import type { Route } from "./+types/staff.health";

export const meta: Route.MetaFunction = () => staffMeta("Driftstatus");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const url = new URL(request.url);
  const { env } = context.get(cloudflareContext);
  const resent = url.searchParams.get("skicka-igen");
  return {
    health: await healthPanel(getDb(env.DB), env, LOOPBACK_HOSTS.has(url.hostname)),
    resent: resent && resent in resendNotices ? (resent as ResendOutcome) : null,
  };
}

/** "Skicka igen" on a dead letter; answered with a redirect back to the page (works without JS). */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const form = await request.formData();
  const messageId = String(form.get("deadLetter") ?? "");
  const { env } = context.get(cloudflareContext);
  const outcome = messageId ? await resendDeadLetter(getDb(env.DB), env.NOTIFICATIONS, messageId, staff.name) : "missing";
  throw redirect(`${staffPaths.health}?skicka-igen=${outcome}`, { status: 303, headers: staffHeaders() });
}

export default function StaffHealth({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="font-serif text-3xl font-semibold">Driftstatus</h1>
      <p className="mt-2 max-w-3xl text-muted">
        Det som påverkar gästerna är rött, det som bör ordnas i lugn och ro är brunt. Varje punkt säger vad ni gör; den tekniska
        informationen är till för den som sköter webbplatsen.
      </p>
      <HealthPanel health={loaderData.health} resent={loaderData.resent} />
    </>
  );
}
