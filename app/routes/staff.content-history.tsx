import { Form, Link } from "react-router";
import { loadHistory, restoreContent } from "~/content-store/editor.server";
import { staffMeta } from "~/staff/meta";
import type { Route } from "./+types/staff.content-history";

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title ?? "Hittades inte");

export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadHistory(context, params, new URL(request.url));
}

export function action({ request, params, context }: Route.ActionArgs) {
  return restoreContent(request, context, params);
}

export default function StaffContentHistory({ loaderData, actionData }: Route.ComponentProps) {
  const { title, editHref, version, restored, entries } = loaderData;
  return (
    <article>
      <p>
        <Link to={editHref} className="font-semibold text-forest-700 underline">
          ← Till redigeringen
        </Link>
      </p>
      <h1 className="mt-4 font-serif text-3xl font-semibold">{title}</h1>
      {restored ? (
        <p role="status" className="mt-4 rounded-md bg-forest-50 p-4 font-semibold text-forest-900">
          Återställd: publicerad som version {restored}.
        </p>
      ) : null}
      {actionData ? (
        <p role="alert" className="mt-4 rounded-md border-2 border-ember p-4 font-semibold text-ember">
          {actionData.message}
        </p>
      ) : null}
      <ol aria-label="Versioner" className="mt-6 space-y-4">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-lg border border-sand bg-white p-5">
            <h2 className="font-serif text-xl font-semibold">
              Version {entry.version}
              {entry.version === version ? " (publicerad nu)" : ""}
            </h2>
            <p className="text-muted">
              {entry.at} av {entry.who}
            </p>
            {entry.change ? (
              <p className="mt-3 font-semibold">{entry.change}</p>
            ) : entry.changes.length > 0 ? (
              <dl className="mt-3 divide-y divide-sand">
                {entry.changes.map((change) => (
                  <div key={change.label} className="grid gap-1 py-2 md:grid-cols-3 md:gap-4">
                    <dt className="font-semibold">{change.label}</dt>
                    <dd className="whitespace-pre-line">
                      <span className="sr-only">Före: </span>
                      {change.before === null ? (
                        <span className="text-muted">(ny)</span>
                      ) : (
                        change.before || <span className="text-muted">(tomt)</span>
                      )}
                    </dd>
                    <dd className="whitespace-pre-line">
                      <span className="sr-only">Efter: </span>
                      {change.after || <span className="text-muted">(tomt)</span>}
                    </dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="mt-3">Samma innehåll som versionen före.</p>
            )}
            {entry.version !== version ? (
              <Form method="post" className="mt-3">
                <input type="hidden" name="historyId" value={entry.id} />
                <input type="hidden" name="version" value={version} />
                <button
                  type="submit"
                  className="rounded-md border-2 border-forest-700 px-4 py-2 text-sm font-semibold text-forest-800 hover:bg-forest-50"
                >
                  Återställ version {entry.version}
                </button>
              </Form>
            ) : null}
          </li>
        ))}
      </ol>
    </article>
  );
}
