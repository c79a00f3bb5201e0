/** "Kom via telefon · loggat av Anna": how a case reception logged itself came in (./logged-case.server.ts). */
export function CaseOriginLine({ origin }: { origin: { label: string; loggedBy: string | null } }) {
  return (
    <p className="mt-2 text-sm">
      <span className="rounded bg-birch px-2 py-0.5 font-semibold">{origin.label}</span>
      {origin.loggedBy && <span className="text-muted"> · loggat av {origin.loggedBy}</span>}
    </p>
  );
}
