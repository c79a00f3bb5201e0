import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { cloudflareContext } from "~/context";
import { getDb } from "~/db/client.server";
import { listCapturedMail, type CapturedMail } from "~/db/mail-capture.server";

/**
 * Development only: the mail the notification worker captured instead of sending (no
 * MAILCHANNELS_API_KEY), newest first. app/routes.ts registers it only when Vite runs in
 * development, so production builds do not contain it (docs/decisions/006-mail-capture.md).
 * For developers, so in English only. Typed by hand: `react-router typegen` runs in production
 * mode, where this route does not exist, so there is no ./+types/dev-mail.
 */

export const meta: MetaFunction = () => [{ title: "Captured mail (development)" }, { name: "robots", content: "noindex" }];

export async function loader({ context }: LoaderFunctionArgs) {
  // Belt and braces: should the module ever be bundled into a production build, it still shows nothing.
  if (!import.meta.env.DEV) throw data(null, { status: 404 });
  const { env } = context.get(cloudflareContext);
  return { mails: await listCapturedMail(getDb(env.DB)) };
}

export default function DevMailPage() {
  const { mails } = useLoaderData<typeof loader>();
  return (
    <div lang="en" className="mx-auto max-w-5xl px-4 pt-[calc(70px+3rem)] pb-20">
      <h1 className="font-serif text-4xl font-semibold">Captured mail</h1>
      <p className="mt-4 max-w-3xl text-muted">
        No <code>MAILCHANNELS_API_KEY</code> is set, so the notification worker stores each mail in the local D1 table{" "}
        <code>mail_capture</code> instead of sending it. Newest first, at most 50. This page exists only in development.{" "}
        <a href="/dev/mail" className="underline">
          Reload
        </a>
      </p>
      {mails.length === 0 ? (
        <p className="mt-10 rounded-md border border-dashed border-stone-300 p-6">
          Nothing captured yet. Send a booking inquiry, a lost-and-found request or a job application; the mail appears here a second or two
          later.
        </p>
      ) : (
        <ol className="mt-10 space-y-10">
          {mails.map((mail) => (
            <li key={mail.id}>
              <CapturedMailCard mail={mail} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function CapturedMailCard({ mail }: { mail: CapturedMail }) {
  const headingId = `mail-${mail.id}`;
  const fields: Array<[string, string]> = [
    ["To", mail.to.join(", ")],
    ["From", mail.from],
    ["Reply-To", mail.replyTo ?? "–"],
    ["Captured", mail.createdAt],
    ["Key", mail.messageId],
    ...mail.headers.map(([name, value]): [string, string] => [name, value]),
  ];
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-stone-300 bg-white p-5 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold break-words">
        {mail.subject}
      </h2>
      <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
        {fields.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className="font-semibold">{name}</dt>
            <dd className="break-all">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-5 font-semibold">Text</h3>
      <pre className="mt-2 rounded bg-stone-100 p-3 text-sm whitespace-pre-wrap break-words">{mail.text}</pre>
      <h3 className="mt-5 font-semibold">HTML</h3>
      {/* An empty sandbox: the mail's HTML renders as a mail client would show it, with no scripts, forms or access to this page. */}
      <iframe
        title={`HTML body of “${mail.subject}”`}
        sandbox=""
        srcDoc={mail.html}
        className="mt-2 h-[28rem] w-full resize-y rounded border border-stone-300 bg-white"
      />
      <details className="mt-5">
        <summary className="cursor-pointer font-semibold">JSON that would have been posted to MailChannels (indented here)</summary>
        <pre className="mt-2 rounded bg-stone-100 p-3 text-xs whitespace-pre-wrap break-words">{mail.payload}</pre>
      </details>
    </article>
  );
}
