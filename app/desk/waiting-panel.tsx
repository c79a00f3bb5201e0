import { Form, Link } from "react-router";
import { CaseList, type CaseRow } from "./case-list";
import { deskPaths } from "./paths";

interface Waiting {
  total: number;
  hours: number;
  overdue: number;
  items: CaseRow[];
}

/**
 * The desk's search, used on the start page and the search page: by name, e-mail, phone or number.
 * Posted, so what staff type never becomes part of an address (app/routes/staff.search.tsx).
 */
export function DeskSearchForm({ query = "" }: { query?: string }) {
  return (
    <Form method="post" action={deskPaths.search} role="search" className="flex flex-wrap items-end gap-3" key={query}>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        Sök namn, e-post, telefon eller nummer
        <input
          type="search"
          name="q"
          defaultValue={query}
          className="w-72 max-w-full rounded-md border border-muted px-3 py-2 font-normal"
        />
      </label>
      <button type="submit" className="rounded-md bg-forest-700 px-4 py-2 text-sm font-semibold text-white hover:bg-forest-800">
        Sök
      </button>
    </Form>
  );
}

/** The 24-hour promise: what waits for an answer, the overdue first, marked in words as well as in red. */
export function WaitingPanel({ waiting }: { waiting: Waiting }) {
  return (
    <section id="obesvarade" aria-labelledby="waiting-title" className="mt-8 rounded-lg border border-sand bg-white p-5">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="waiting-title" className="font-serif text-xl font-semibold">
            Väntar på svar: <span data-testid="unanswered-count">{waiting.total}</span>
          </h2>
          <p className="mt-1 text-sm text-muted">
            Vi lovar svar inom {waiting.hours} timmar.{" "}
            {waiting.overdue > 0 ? (
              <strong className="text-ember">{waiting.overdue} har väntat längre än så.</strong>
            ) : (
              "Inget har väntat längre än så."
            )}
          </p>
        </div>
        <p className="text-sm">
          <Link to={deskPaths.templates} className="font-semibold text-forest-700 underline">
            Svarsmallar
          </Link>
        </p>
      </div>
      <div className="mt-4">
        <DeskSearchForm />
      </div>
      {waiting.items.length > 0 && <CaseList label="Obesvarade, de över 24 timmar först" rows={waiting.items} className="-mx-5 mt-4" />}
    </section>
  );
}
