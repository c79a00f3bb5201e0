import { data, Form, redirect, useNavigation } from "react-router";
import { cloudflareContext } from "~/context";
import { safeNext, staffAccessMode, type StaffAccessEnv } from "~/staff/access.server";
import { StaffFrame } from "~/staff/frame";
import { staffHeaders } from "~/staff/require-staff.server";
import { staffMeta } from "~/staff/meta";
import { attemptSignIn } from "~/staff/sign-in.server";
import { getDb } from "~/db/client.server";
import { listMembers } from "~/staff/directory.server";
import type { Route } from "./+types/staff.sign-in";
// Outside the staff layout, so it links the staff screens' stylesheet itself (decision 059).
import staffCss from "~/staff.css?url";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: staffCss }];

export const meta: Route.MetaFunction = () => staffMeta("Logga in");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { env, staff } = context.get(cloudflareContext);
  const next = safeNext(new URL(request.url).searchParams.get("next"));
  // Behind Cloudflare Access there is nothing to type here; someone already signed in goes on.
  if (staff || staffAccessMode(env as Env & StaffAccessEnv).kind !== "password") throw redirect(next, { headers: staffHeaders() });
  // A fresh installation has nobody in the staff directory yet: the first name typed here is added.
  return { next, firstSignIn: (await listMembers(getDb(env.DB))).length === 0 };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { env } = context.get(cloudflareContext);
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return data({ message: "Formuläret kunde inte läsas.", name: "" }, { status: 400, headers: staffHeaders() });
  }
  const result = await attemptSignIn(request, env, formData);
  if (result.outcome === "refused") {
    // The name stays in its box (without JavaScript the page is drawn anew); the password never does.
    const name = String(formData.get("name") ?? "").slice(0, 60);
    return data({ message: result.message, name }, { status: result.status, headers: staffHeaders() });
  }
  const headers = staffHeaders({ "Set-Cookie": result.setCookie });
  return redirect(result.location, { status: 303, headers });
}

export default function StaffSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <StaffFrame>
      <div className="mx-auto max-w-md">
        <h1 className="font-serif text-3xl font-semibold">Logga in</h1>
        <p className="mt-2 text-muted">Personalinkorgen är bara för hotellets personal.</p>
        <Form method="post" className="mt-6 space-y-4 rounded-lg border border-sand bg-white p-5">
          <input type="hidden" name="next" value={loaderData.next} />
          <div className="flex flex-col gap-1">
            <label htmlFor="staff-name" className="font-semibold">
              Ditt namn
            </label>
            <p id="staff-name-help" className="text-sm text-muted">
              {loaderData.firstSignIn
                ? "Ingen finns i personallistan än: namnet du skriver blir den första. Lägg till de andra under Personal."
                : "Som det står i personallistan (förnamnet räcker om ingen annan har det). Det du gör signeras med det."}
            </p>
            <input
              id="staff-name"
              name="name"
              type="text"
              autoComplete="username"
              required
              maxLength={60}
              defaultValue={actionData?.name}
              aria-describedby="staff-name-help"
              className="rounded-md border border-muted px-3 py-2"
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor="staff-password" className="font-semibold">
              Lösenord
            </label>
            <input
              id="staff-password"
              name="password"
              type="password"
              autoComplete="current-password"
              required
              aria-invalid={actionData ? true : undefined}
              aria-describedby={actionData ? "staff-sign-in-error" : undefined}
              className="rounded-md border border-muted px-3 py-2 aria-invalid:border-ember"
            />
          </div>
          {actionData && (
            <p id="staff-sign-in-error" role="alert" className="font-semibold text-ember">
              {actionData.message}
            </p>
          )}
          <button
            type="submit"
            disabled={busy}
            className="w-full rounded-md bg-forest-700 px-5 py-3 font-semibold text-white hover:bg-forest-800 disabled:opacity-60"
          >
            {busy ? "Loggar in…" : "Logga in"}
          </button>
        </Form>
      </div>
    </StaffFrame>
  );
}
