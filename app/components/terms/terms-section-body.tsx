import { PolicySectionView } from "~/components/policies/policy-blocks";
import { ServerRendered } from "~/rendering/server-rendered";
import type { TermsSection, TermsSectionId } from "~/content/terms";
import type { RenderOnly } from "~/rendering/render-only";

/** Every section's text by id, render-only for a document (app/rendering/render-only.ts). */
export type TermsBodies = RenderOnly<Partial<Record<TermsSectionId, TermsSection>>>;

/**
 * A terms section's summary and its parts, each under an h3 (the section title is the h2). Text
 * and links only: the browser keeps it as the server rendered it (`<ServerRendered>`); its one
 * button, "Cookie settings", works through the cookie banner's listener.
 */
export function TermsSectionBody({ bodies, id }: { bodies: TermsBodies; id: TermsSectionId }) {
  const section = bodies.value?.[id];
  return (
    <ServerRendered data={{ value: section }}>
      {(text) => (
        <div>
          <p className="text-lg text-muted">{text.summary}</p>
          <div className="mt-8 space-y-8">
            {text.parts.map((part) => (
              <PolicySectionView key={part.id} section={part} level={3} />
            ))}
          </div>
        </div>
      )}
    </ServerRendered>
  );
}
