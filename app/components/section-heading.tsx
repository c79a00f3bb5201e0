import type { ReactNode } from "react";

/** A content section's heading and its optional one-line lead, styled alike on every page. */
export function SectionHeading({ id, children, lead }: { id: string; children: ReactNode; lead?: ReactNode }) {
  return (
    <>
      <h2 id={id} className="font-serif text-3xl font-semibold text-forest-900">
        {children}
      </h2>
      {lead && <p className="mt-2 text-lg text-muted">{lead}</p>}
    </>
  );
}
