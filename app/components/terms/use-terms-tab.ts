import { useCallback, useState, useSyncExternalStore } from "react";
import { useLocation, useSearchParams } from "react-router";

const noSubscription = () => () => {};

/**
 * The `tab` a navigation's state names, read only in the browser: the server never sees navigation
 * state (a reload keeps it in history), so while React hydrates the server's HTML this is
 * undefined, and the first client render matches it. React compares the value afterwards and
 * renders again only if there is a tab to show (a plain value: no re-render when there is none).
 */
function useTabFromNavigationState(state: unknown): unknown {
  return useSyncExternalStore(
    noSubscription,
    () => (state && typeof state === "object" && "tab" in state ? state.tab : undefined),
    () => undefined,
  );
}

/**
 * The section shown on /villkor: `?tab=` when it names a section, else the navigation state's
 * `{ tab }`, else the default. Choosing a section rewrites the query in place (replace, no scroll
 * reset), so the address can be shared and Back leaves the page instead of stepping through tabs.
 * A choice shows at once: the router commits the new address a few frames later, and until then a
 * controlled native select would snap back to the previous section.
 */
export function useTermsTab<Id extends string>(ids: readonly Id[], fallback: Id): [Id, (id: Id) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  // Held only until the location changes, which is when the query (or a link) takes over again.
  const [chosen, setChosen] = useState<{ id: Id; locationKey: string } | null>(null);
  const isId = (value: unknown): value is Id => typeof value === "string" && (ids as readonly string[]).includes(value);

  const fromQuery = searchParams.get("tab");
  const fromState = useTabFromNavigationState(location.state);
  const pending = chosen?.locationKey === location.key ? chosen.id : undefined;
  const active = pending ?? (isId(fromQuery) ? fromQuery : isId(fromState) ? fromState : fallback);

  const select = useCallback(
    (id: Id) => {
      setChosen({ id, locationKey: location.key });
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set("tab", id);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setSearchParams, location.key],
  );

  return [active, select];
}
