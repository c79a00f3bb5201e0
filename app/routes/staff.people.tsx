import { cloudflareContext } from "~/context";
import { getDb } from "~/db/client.server";
import { PeopleEditor, type PeopleActionData } from "~/staff/people-editor";
import { peopleAction, peopleView } from "~/staff/people.server";
import { requireStaff } from "~/staff/require-staff.server";
import { staffMeta } from "~/staff/meta";
import type { Route } from "./+types/staff.people";

export const meta: Route.MetaFunction = () => staffMeta("Personal");

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  return peopleView(getDb(context.get(cloudflareContext).env.DB), staff, new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  return peopleAction(getDb(context.get(cloudflareContext).env.DB), request, staff);
}

export default function StaffPeople({ loaderData, actionData }: Route.ComponentProps) {
  return <PeopleEditor view={loaderData} actionData={actionData as PeopleActionData} />;
}
