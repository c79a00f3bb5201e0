import { cloudflareContext } from "~/context";
import { getDb } from "~/db/client.server";
import { searchView } from "~/desk/overview.server";
import { CaseList } from "~/desk/case-list";
import { DeskSearchForm } from "~/desk/waiting-panel";
import { requireStaff } from "~/staff/require-staff.server";
import { staffMeta } from "~/staff/meta";
import type { Route } from "./+types/staff.search";

export const meta: Route.MetaFunction = () => staffMeta("Sök");

export function loader({ context }: Route.LoaderArgs) {
  requireStaff(context);
  return null;
}

/** Searched by POST: names, addresses and phone numbers stay out of the address bar, history and logs (issue 29). */
export async function action({ request, context }: Route.ActionArgs) {
  requireStaff(context);
  const typed = (await request.formData().catch(() => new FormData())).get("q");
  const query = (typeof typed === "string" ? typed : "").slice(0, 200);
  return { query, hits: query.trim() ? await searchView(getDb(context.get(cloudflareContext).env.DB), query) : null };
}

export default function StaffSearch({ actionData }: Route.ComponentProps) {
  const { query, hits } = actionData ?? { query: "", hits: null };
  return (
    <>
      <h1 className="font-serif text-3xl font-semibold">Sök</h1>
      <p className="mt-2 text-muted">I bokningsförfrågningar, efterlysningar och jobbansökningar: namn, e-post, telefon eller nummer.</p>
      <div className="mt-6 rounded-lg border border-sand bg-white p-4">
        <DeskSearchForm query={query} />
      </div>
      {hits && (
        <section aria-labelledby="search-results" className="mt-6">
          <h2 id="search-results" className="font-serif text-xl font-semibold" aria-live="polite">
            {hits.length === 0 ? `Inget hittades för ”${query}”.` : `${hits.length} träffar för ”${query}”`}
          </h2>
          {hits.length > 0 && (
            <CaseList label="Sökträffar, nyast först" rows={hits} className="mt-3 rounded-lg border border-sand bg-white" />
          )}
        </section>
      )}
    </>
  );
}
