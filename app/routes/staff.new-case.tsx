import { cloudflareContext } from "~/context";
import { getDb } from "~/db/client.server";
import { LoggedCaseForm, type LoggedCaseActionData } from "~/desk/logged-case-form";
import { logCaseAction } from "~/desk/logged-case.server";
import { requireStaff } from "~/staff/require-staff.server";
import { staffMeta } from "~/staff/meta";
import type { Route } from "./+types/staff.new-case";

export const meta: Route.MetaFunction = () => staffMeta("Nytt ärende (telefon eller besök)");

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  // The form's one-time key: sending it twice stores the case once.
  return { formKey: crypto.randomUUID() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  return logCaseAction(getDb(context.get(cloudflareContext).env.DB), request, staff);
}

export default function StaffNewCase({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1 className="font-serif text-3xl font-semibold">Nytt ärende (telefon eller besök)</h1>
      <p className="mt-2 max-w-3xl text-muted">
        För en bokningsförfrågan, ett kvarglömt föremål eller en annan fråga som kom per telefon eller i receptionen. Ärendet hamnar i
        listorna och sökningen som de från webbplatsen, signerat med ditt namn. Gästen får inget mejl om det.
      </p>
      <LoggedCaseForm formKey={loaderData.formKey} actionData={actionData as LoggedCaseActionData | undefined} />
    </>
  );
}
