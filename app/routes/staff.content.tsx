import { Form, Link } from "react-router";
import { loadOverview } from "~/content-store/editor.server";
import { staffMeta } from "~/staff/meta";
import type { Route } from "./+types/staff.content";

export const meta: Route.MetaFunction = () => staffMeta("Innehåll");

export function loader({ context, request }: Route.LoaderArgs) {
  return loadOverview(context, new URL(request.url));
}

export default function StaffContent({ loaderData }: Route.ComponentProps) {
  const { kinds, missingEnglish } = loaderData;
  return (
    <>
      <h1 className="font-serif text-3xl font-semibold">Innehåll</h1>
      <p className="mt-2 text-muted">Det som ändras ofta på webbplatsen. Det du publicerar syns för besökarna inom en minut.</p>
      {missingEnglish.length > 0 ? (
        <section aria-labelledby="missing-english" className="mt-6 rounded-lg border border-sand bg-white p-5">
          <h2 id="missing-english" className="font-serif text-xl font-semibold">
            Saknar engelska
          </h2>
          <p className="mt-1 text-sm text-muted">Engelska sidan visar den svenska texten tills engelskan är ifylld.</p>
          <ul className="mt-2 list-disc pl-5">
            {missingEnglish.map((item) => (
              <li key={`${item.title}-${item.key}`}>
                <Link to={item.href} className="underline">
                  {item.title}: {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {kinds.map((kind) => (
        <section key={kind.kind} aria-labelledby={`kind-${kind.kind}`} className="mt-6 rounded-lg border border-sand bg-white p-5">
          <h2 id={`kind-${kind.kind}`} className="font-serif text-xl font-semibold">
            {kind.title}
          </h2>
          <ul className="mt-3 divide-y divide-sand">
            {kind.items.map((item) => (
              <li key={item.key} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
                <span>
                  <Link to={item.href} className="font-semibold text-forest-700 underline">
                    {item.label}
                    {item.note ? ` (${item.note})` : ""}
                  </Link>
                  {item.dates ? <span className="block text-sm">{item.dates}</span> : null}
                  {item.prices ? <span className="block text-sm">Pris: {item.prices}</span> : null}
                  {item.address ? <span className="block text-xs text-muted">Adress: {item.address}</span> : null}
                </span>
                <span className="text-sm">
                  <strong className="font-semibold">{item.state}</strong>
                  {item.draft ? " · utkast sparat" : ""}
                  {item.missingEnglish ? " · saknar engelska" : ""}
                </span>
              </li>
            ))}
          </ul>
          {kind.removed.length > 0 ? (
            <details className="mt-3">
              <summary className="cursor-pointer text-sm font-semibold">Borttagna ({kind.removed.length})</summary>
              <ul className="mt-2 list-disc pl-5 text-sm">
                {kind.removed.map((item) => (
                  <li key={item.key}>
                    <Link to={item.historyHref} className="underline">
                      {item.label}
                    </Link>{" "}
                    – återställ en version i historiken för att få tillbaka den
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
          {kind.canCreate ? (
            <Form method="get" className="mt-3 flex flex-wrap items-end gap-2">
              <input type="hidden" name="ny" value={kind.kind} />
              <div className="min-w-0 flex-1 sm:flex-none">
                <label htmlFor={`new-${kind.kind}`} className="block text-sm font-semibold">
                  Ny {kind.itemTitle.toLowerCase()}: rubrik
                </label>
                <input
                  id={`new-${kind.kind}`}
                  name="rubrik"
                  required
                  maxLength={200}
                  defaultValue={kind.newTitle}
                  aria-invalid={kind.newError ? true : undefined}
                  aria-describedby={kind.newError ? `new-${kind.kind}-error` : undefined}
                  className="mt-1 w-full rounded-md border border-muted px-3 py-2 sm:w-80"
                />
              </div>
              <button
                type="submit"
                className="rounded-md border-2 border-forest-700 px-4 py-2 text-sm font-semibold text-forest-800 hover:bg-forest-50"
              >
                Skapa
              </button>
              {kind.newError ? (
                <p id={`new-${kind.kind}-error`} className="w-full text-sm font-semibold text-ember">
                  {kind.newError}
                </p>
              ) : null}
            </Form>
          ) : null}
        </section>
      ))}
    </>
  );
}
