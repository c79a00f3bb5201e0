import { Link } from "react-router";
import { cloudflareContext } from "~/context";
import { getDb } from "~/db/client.server";
import { searchView } from "~/desk/overview.server";
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
            <div className="mt-3 overflow-x-auto rounded-lg border border-sand bg-white">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Sökträffar, nyast först</caption>
                <thead className="bg-birch">
                  <tr>
                    {["Ärende", "Namn", "E-post", "Telefon", "Inkommen", "Status"].map((label) => (
                      <th key={label} scope="col" className="px-3 py-2">
                        {label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {hits.map((hit) => (
                    <tr key={hit.key} className="border-t border-sand align-top">
                      <td className="px-3 py-2">
                        <Link to={hit.href} className="font-semibold text-forest-700 underline">
                          {hit.kind} nr {hit.id}
                        </Link>
                      </td>
                      <td className="px-3 py-2 break-words">{hit.name}</td>
                      <td className="px-3 py-2 break-words">{hit.email}</td>
                      <td className="px-3 py-2">{hit.phone ?? "–"}</td>
                      <td className="px-3 py-2">{hit.received}</td>
                      <td className="px-3 py-2">{hit.status}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
    </>
  );
}
