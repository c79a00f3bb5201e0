import { cloudflareContext } from "~/context";
import { getDb } from "~/db/client.server";
import { TemplateEditor, type TemplateActionData } from "~/desk/template-editor";
import { saveTemplateAction, templatesView } from "~/desk/templates.server";
import { requireStaff } from "~/staff/require-staff.server";
import { staffMeta } from "~/staff/meta";
import type { Route } from "./+types/staff.templates";

export const meta: Route.MetaFunction = () => staffMeta("Svarsmallar");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  return templatesView(getDb(context.get(cloudflareContext).env.DB), new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  return saveTemplateAction(getDb(context.get(cloudflareContext).env.DB), request, staff);
}

export default function StaffTemplates({ loaderData, actionData }: Route.ComponentProps) {
  return <TemplateEditor view={loaderData} actionData={actionData as TemplateActionData} />;
}
