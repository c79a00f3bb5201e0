import { cloudflareContext } from "~/context";
import { getDb } from "~/db/client.server";
import { PhotosScreen } from "~/photos/photos-screen";
import { photosAction, photosView, type PhotosActionData } from "~/photos/screen.server";
import { requireStaff } from "~/staff/require-staff.server";
import { staffMeta } from "~/staff/meta";
import type { Route } from "./+types/staff.photos";

export const meta: Route.MetaFunction = () => staffMeta("Bilder");

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  return photosView(getDb(context.get(cloudflareContext).env.DB), new URL(request.url));
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const { env, ctx } = context.get(cloudflareContext);
  return photosAction(env, ctx, getDb(env.DB), request, staff);
}

export default function StaffPhotos({ loaderData, actionData }: Route.ComponentProps) {
  return <PhotosScreen view={loaderData} actionData={actionData as PhotosActionData} />;
}
