import { Link } from "react-router";
import { cloudflareContext } from "~/context";
import { getDb } from "~/db/client.server";
import { fieldsOf, kindTitles } from "~/staff/fields.server";
import { requireStaff } from "~/staff/require-staff.server";
import { staffMeta } from "~/staff/meta";
import { isInboxKind, staffPaths } from "~/staff/paths";
import { findRecord } from "~/staff/records.server";
import { takeDraft } from "~/staff/drafts.server";
import { DeskActions, DeskHistory, type DeskActionData } from "~/desk/desk-panel";
import { deskItemAction, deskItemView } from "~/desk/item.server";
import { isDeskKind } from "~/desk/status";
import { linkWarning } from "~/desk/visitor-text";
import { caseSummary } from "~/desk/case-summary.server";
import { CaseSummaryCard } from "~/desk/case-summary";
import { CaseOriginLine } from "~/desk/case-origin";
import { caseOrigin } from "~/desk/logged-case.server";
import type { RowsByKind } from "~/staff/fields.server";
import type { Route } from "./+types/staff.item";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? `${loaderData.title} nr ${loaderData.id}` : "Hittades inte");

async function itemOf(params: Route.LoaderArgs["params"], context: Route.LoaderArgs["context"]) {
  const { kind } = params;
  const id = Number(params.id);
  if (!isInboxKind(kind) || !Number.isSafeInteger(id) || id < 1) throw new Response("Finns inte.", { status: 404 });
  const db = getDb(context.get(cloudflareContext).env.DB);
  const row = await findRecord(db, kind, id);
  if (!row) throw new Response("Finns inte.", { status: 404 });
  return { kind, id, db, row };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const { kind, id, db, row } = await itemOf(params, context);
  const files =
    kind === "applications" && "cvFilePath" in row
      ? [
          row.cvFilePath && { label: "Ladda ner CV", href: staffPaths.applicationFile(id, "cv") },
          row.coverLetterFilePath && { label: "Ladda ner personligt brev", href: staffPaths.applicationFile(id, "cover-letter") },
        ].filter((file): file is { label: string; href: string } => Boolean(file))
      : [];
  const fields = fieldsOf(kind, row);
  return {
    id,
    title: kindTitles[kind].item,
    back: { href: staffPaths.list(kind), label: kindTitles[kind].list },
    email: row.email,
    fields,
    linkWarning: linkWarning(fields, row.email),
    files,
    path: staffPaths.item(kind, id),
    summary: isDeskKind(kind) && "name" in row ? caseSummary(kind, row as RowsByKind[typeof kind]) : null,
    // A reply or note this browser sent after its session ended (app/staff/drafts.server.ts).
    draft: isDeskKind(kind) ? await takeDraft(db, request, staffPaths.item(kind, id)) : null,
    desk: isDeskKind(kind) && "name" in row ? await deskItemView(db, kind, row, new URL(request.url), staff) : null,
    /** A case reception logged from a call or a visit: how it came and who logged it. */
    origin: isDeskKind(kind) ? await caseOrigin(db, kind, id) : null,
  };
}

/** The desk's forms on the page: status, reply, note (app/desk/item.server.ts). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const { kind, db, row } = await itemOf(params, context);
  if (!isDeskKind(kind) || !("name" in row)) throw new Response("Här finns inget att ändra.", { status: 405 });
  const { env, ctx } = context.get(cloudflareContext);
  return deskItemAction({ db, env, ctx, request, staff }, kind, row);
}

export default function StaffItem({ loaderData, actionData, params }: Route.ComponentProps) {
  const { id, title, back, email, fields, linkWarning, files, desk, path, draft, summary, origin } = loaderData;
  const latest = desk?.thread.findLast((entry) => entry.text)?.text ?? summary?.message ?? null;
  const deskProps = desk && { view: desk, actionData: actionData as DeskActionData, path, draft };
  // One column on a phone, in the order reception works: the summary, the status and the reply
  // first (within the first screen at 390 px), then the history and every field. Two from 1024 px.
  return (
    <article>
      <p className="text-sm sm:text-base">
        <Link to={back.href} className="font-semibold text-forest-700 underline">
          ← {back.label}
        </Link>
      </p>
      <h1 className="font-serif text-xl font-semibold sm:mt-4 sm:text-3xl">
        {title} nr {id}
      </h1>
      {origin && <CaseOriginLine origin={origin} />}
      {linkWarning && (
        <div role="note" aria-labelledby="link-warning" className="mt-3 rounded-lg border-2 border-ember bg-white p-4 sm:mt-6">
          <p id="link-warning" className="font-semibold text-ember">
            {linkWarning}
          </p>
          <p className="mt-1">
            Gästen har skrivit den själv. Öppna den inte och ta inte med den i ett svar, om du inte vet att den är äkta: svaret skickas från
            hotellets adress.
          </p>
        </div>
      )}
      <div className="lg:grid lg:grid-cols-2 lg:items-start lg:gap-8">
        <div>
          {summary && <CaseSummaryCard summary={summary} status={desk?.status.label} latest={latest} />}
          {deskProps && <DeskActions {...deskProps} />}
        </div>
        <div>
          {deskProps && <DeskHistory {...deskProps} />}
          <h2 className="mt-6 font-serif text-xl font-semibold lg:mt-8">Alla uppgifter</h2>
          <dl className="mt-3 divide-y divide-sand rounded-lg border border-sand bg-white">
            {/* Only what the guest filled in. */}
            {fields
              .filter((field) => field.value !== null && field.value.trim() !== "")
              .map((field) => (
                <div
                  key={field.label}
                  className="grid grid-cols-[minmax(0,1fr)] gap-1 px-4 py-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-4"
                >
                  <dt className="font-semibold text-forest-900">{field.label}</dt>
                  <dd className="break-words whitespace-pre-line">{field.value}</dd>
                </div>
              ))}
          </dl>
          <div className="mt-6 flex flex-wrap gap-3">
            {files.map((file) => (
              <a
                key={file.href}
                href={file.href}
                className="rounded-md bg-forest-700 px-4 py-2 text-sm font-semibold text-white hover:bg-forest-800"
              >
                {file.label}
              </a>
            ))}
            {email && (
              <a
                href={`mailto:${email}`}
                className="rounded-md border-2 border-forest-700 px-4 py-2 text-sm font-semibold text-forest-800 hover:bg-forest-50"
              >
                {desk ? "Svara i eget e-postprogram" : "Svara via e-post"}
              </a>
            )}
            <a href={staffPaths.personFor(params.kind, id)} className="px-2 py-2 text-sm font-semibold text-forest-700 underline">
              Personuppgifter (export, radering)
            </a>
          </div>
        </div>
      </div>
    </article>
  );
}
