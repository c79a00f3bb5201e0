import { Suspense, type ReactNode } from "react";

/**
 * A part of the page that React hydrates in a pass of its own, after the parts around it: the
 * server's HTML is already on screen, so nothing changes for the visitor, but a phone's work to
 * bring the page to life comes in several short tasks instead of one long one (React's selective
 * hydration; a tap inside a part not yet hydrated hydrates that part first and is then handled).
 * docs/decisions/011-first-view-weight.md, "Hydrate in parts".
 *
 * Never put a component inside that suspends on the server (`React.lazy` rendered on the server
 * without a `<Suspense>` of its own): the server would then send that part after the page, behind
 * a script, and a visitor without JavaScript would not see it.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
