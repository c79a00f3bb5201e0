import { Form, Link } from "react-router";
import { AddressEditor } from "~/content-store/address-editor";
import { editContent, loadEditor, type Conflict } from "~/content-store/editor.server";
import { ContentEditor } from "~/content-store/editor-form";
import { missingEnglish } from "~/content-store/kinds";
import { ContentPreview } from "~/content-store/preview";
import { staffMeta } from "~/staff/meta";
import type { Route } from "./+types/staff.content-item";

export const meta: Route.MetaFunction = ({ loaderData }) => staffMeta(loaderData?.title ?? "Hittades inte");

export function loader({ params, context, request }: Route.LoaderArgs) {
  return loadEditor(context, params, new URL(request.url));
}

export function action({ request, params, context }: Route.ActionArgs) {
  return editContent(request, context, params);
}

export default function StaffContentItem({ loaderData, actionData }: Route.ComponentProps) {
  const {
    kind,
    key,
    title,
    data,
    fields,
    updated,
    startedFrom,
    closedFromHours,
    publishedVersion,
    links,
    state,
    draft,
    draftSaved,
    changed,
    actions,
    address,
  } = loaderData;
  const version = actionData?.version ?? loaderData.version;
  const missing = missingEnglish(kind, data);
  return (
    <article>
      <p>
        <Link to={links.list} className="font-semibold text-forest-700 underline">
          ← Innehåll
        </Link>
      </p>
      <h1 className="mt-4 font-serif text-3xl font-semibold">{title}</h1>
      {publishedVersion ? (
        <p role="status" className="mt-4 rounded-md bg-forest-50 p-4 font-semibold text-forest-900">
          Publicerad (version {publishedVersion}). Ändringen syns på webbplatsen inom en minut.
        </p>
      ) : draftSaved ? (
        <p role="status" className="mt-4 rounded-md bg-forest-50 p-4 font-semibold text-forest-900">
          Utkastet är sparat. Det syns inte för gästerna förrän du publicerar.
        </p>
      ) : changed ? (
        <p role="status" className="mt-4 rounded-md bg-forest-50 p-4 font-semibold text-forest-900">
          {changed}
        </p>
      ) : null}
      <p className="mt-4">
        Läge: <strong>{state}</strong>
      </p>
      {draft ? (
        <div className="mt-3 rounded-md border border-sand bg-white p-4">
          <p>
            Du fortsätter på ett utkast som {draft.by} sparade {draft.at}. Gästerna ser det som är publicerat tills du publicerar.
            {draft.outdated
              ? " Obs: någon har publicerat en ändring efter att utkastet började. Jämför med historiken innan du publicerar, annars skriver utkastet över den ändringen."
              : ""}
          </p>
          <Form method="post" className="mt-2">
            <input type="hidden" name="version" value={version} />
            <button type="submit" name="intent" value="discard-draft" className="text-sm font-semibold text-forest-700 underline">
              Släng utkastet
            </button>
          </Form>
        </div>
      ) : null}
      <p className="mt-2 text-muted">
        {updated ? `Version ${loaderData.version}, senast publicerad ${updated.at} av ${updated.by}. ` : "Inte publicerad ännu. "}
        {startedFrom ? `Förifyllt från ${startedFrom}. ` : null}
        {closedFromHours.length > 0 ? `Stängt enligt Avvikande öppettider: ${closedFromHours.join(", ")}. ` : null}
        <Link to={links.history} className="font-semibold text-forest-700 underline">
          Historik
        </Link>
      </p>
      {missing.length > 0 ? <p className="mt-2 text-sm">Saknar engelska: {missing.join(", ")} (engelska sidan visar svenskan).</p> : null}
      <ContentEditor key={version} kind={kind} fields={fields} data={data} version={version} lastResult={actionData?.result} />
      {actionData?.conflict ? <ConflictHelp conflict={actionData.conflict} /> : null}
      {actionData?.preview ? <ContentPreview kind={kind} itemKey={key} data={actionData.preview} photos={loaderData.photos} /> : null}
      {actions.hide || actions.remove || actions.closeJob ? (
        <section aria-labelledby="life-cycle" className="mt-8 rounded-lg border border-sand bg-white p-5">
          <h2 id="life-cycle" className="font-serif text-xl font-semibold">
            Visa inte längre
          </h2>
          <p className="mt-1 text-sm text-muted">Allt finns kvar i historiken och kan återställas.</p>
          <Form method="post" className="mt-3 flex flex-wrap gap-3">
            <input type="hidden" name="version" value={loaderData.version} />
            {actions.closeJob ? (
              <button
                type="submit"
                name="intent"
                value="close-job"
                className="rounded-md border-2 border-forest-700 px-4 py-2 font-semibold text-forest-800 hover:bg-forest-50"
              >
                Stäng annonsen nu
              </button>
            ) : null}
            {actions.hide ? (
              <button
                type="submit"
                name="intent"
                value="hide"
                className="rounded-md border-2 border-forest-700 px-4 py-2 font-semibold text-forest-800 hover:bg-forest-50"
              >
                Avpublicera
              </button>
            ) : null}
            {actions.remove ? (
              <button
                type="submit"
                name="intent"
                value="remove"
                className="rounded-md border-2 border-ember px-4 py-2 font-semibold text-ember hover:bg-sand/40"
              >
                Ta bort
              </button>
            ) : null}
          </Form>
        </section>
      ) : null}
      {address ? (
        <AddressEditor
          key={`address-${version}`}
          address={address}
          version={loaderData.version}
          answer={actionData && "address" in actionData ? actionData.address : null}
        />
      ) : null}
    </article>
  );
}

/** A refused publish: what the colleague changed beside this editor's text, and the way to keep both. */
function ConflictHelp({ conflict }: { conflict: Conflict }) {
  return (
    <section aria-labelledby="conflict" className="mt-8 rounded-lg border-2 border-ember bg-white p-5">
      <h2 id="conflict" className="font-serif text-xl font-semibold">
        Det här ändrade din kollega
      </h2>
      {conflict.theirs.length > 0 ? (
        <dl className="mt-3 divide-y divide-sand">
          {conflict.theirs.map((field) => (
            <div key={field.formName} className="grid gap-1 py-2 md:grid-cols-3 md:gap-4">
              <dt className="font-semibold">{field.label}</dt>
              <dd className="whitespace-pre-line">
                <span className="block text-sm text-muted">Publicerat nu:</span>
                {field.theirs || <span className="text-muted">(tomt)</span>}
              </dd>
              <dd className="whitespace-pre-line">
                <span className="block text-sm text-muted">Din text:</span>
                {field.yours || <span className="text-muted">(tomt)</span>}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {conflict.canKeepMine ? (
        <Form method="post" className="mt-4">
          {Object.entries(conflict.typed).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={String(value)} />
          ))}
          <input type="hidden" name="version" value={conflict.version} />
          <input type="hidden" name="base" value={conflict.base} />
          <p className="text-sm">
            Dina ändringar i fält som kollegan inte rörde kan publiceras ovanpå kollegans version. I fälten ovan behålls kollegans text.
          </p>
          <button
            type="submit"
            name="intent"
            value="merge"
            className="mt-2 rounded-md bg-forest-700 px-5 py-3 font-semibold text-white hover:bg-forest-800"
          >
            Behåll mina ändringar i övriga fält och publicera
          </button>
        </Form>
      ) : (
        <p className="mt-4 text-sm">
          Du har inte ändrat något som kollegan lämnade orört. Ladda om sidan för att se det som är publicerat nu.
        </p>
      )}
    </section>
  );
}
