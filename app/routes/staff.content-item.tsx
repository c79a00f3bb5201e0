import { Link } from "react-router";
import { editContent, loadEditor } from "~/content-store/editor.server";
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
  const { kind, key, title, data, fields, updated, startedFrom, publishedVersion, links } = loaderData;
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
      ) : null}
      <p className="mt-2 text-muted">
        {updated ? `Version ${loaderData.version}, senast publicerad ${updated.at} av ${updated.by}. ` : "Inte publicerad ännu. "}
        {startedFrom ? `Förifyllt från ${startedFrom}. ` : null}
        <Link to={links.history} className="font-semibold text-forest-700 underline">
          Historik
        </Link>
      </p>
      {missing.length > 0 ? <p className="mt-2 text-sm">Saknar engelska: {missing.join(", ")} (engelska sidan visar svenskan).</p> : null}
      <ContentEditor key={version} kind={kind} fields={fields} data={data} version={version} lastResult={actionData?.result} />
      {actionData?.preview ? <ContentPreview kind={kind} itemKey={key} data={actionData.preview} /> : null}
    </article>
  );
}
