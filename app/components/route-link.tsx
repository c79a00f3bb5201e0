import { useEffect, type ComponentProps } from "react";
import type { NavigateFunction } from "react-router";

/**
 * A link to a page of this site: the markup React Router's `<Link>` writes (`href`, then
 * `data-discover`, which its route discovery reads), followed in the router once the page is
 * hydrated: a client navigation, not a new document. Before that it is a plain link.
 *
 * Why not `<Link>`: each one runs a dozen hooks (resolving its path against the route matches,
 * prefetch and view-transition state) on every server render, and a page has ~90 of them in the
 * header, menus and footer alone: ~12% of a fresh render
 * (docs/decisions/031-cheaper-fresh-render-links-and-react-build.md). The site's links need none of it:
 * `to` is always an absolute path (the `href()` of `useI18n`), never relative, with no state.
 * A link relative to the page that changes only its query, with the router's options (the
 * booking inquiry's tabs, a job's apply link), stays a `<Link>`.
 */
export function RouteLink({ to, onClick, children, ...props }: { to: string } & Omit<ComponentProps<"a">, "href">) {
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) followInRouter(event.nativeEvent, event.currentTarget);
      }}
      data-discover="true"
    >
      {children}
    </a>
  );
}

let navigateInRouter: NavigateFunction | undefined;

/**
 * Follows the click on a link of this site in the router, as `<Link>` does: not a modified or
 * middle click, not a link to another origin, a new tab or a download; the current address is
 * replaced rather than stacked. Until the root has handed over the router's `navigate`
 * (`useRouteLinks`), the browser follows the link itself.
 */
function followInRouter(event: MouseEvent, link: HTMLAnchorElement) {
  if (!navigateInRouter || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
  if (link.origin !== location.origin || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
  event.preventDefault();
  const to = `${link.pathname}${link.search}${link.hash}`;
  void navigateInRouter(to, { replace: to === `${location.pathname}${location.search}${location.hash}` });
}

/**
 * Called once by the root with the router's `navigate`. It also follows, in the router, a link
 * of a part kept as the server rendered it (`<ServerRendered>`, app/components/server-rendered.tsx),
 * which React never wired: one listener on the window, before any of React's. A link React has
 * rendered itself (its node carries React's fiber key, an internal of React DOM that has not
 * changed since React 16) is left to its own handler, which may cancel the navigation.
 */
export function useRouteLinks(navigate: NavigateFunction) {
  useEffect(() => {
    navigateInRouter = navigate;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      const link = event.target instanceof Element ? event.target.closest("a[data-discover]") : null;
      if (!(link instanceof HTMLAnchorElement) || Object.keys(link).some((key) => key.startsWith("__reactFiber$"))) return;
      followInRouter(event, link);
    };
    window.addEventListener("click", onClick, { capture: true });
    return () => {
      window.removeEventListener("click", onClick, { capture: true });
      navigateInRouter = undefined;
    };
  }, [navigate]);
}
