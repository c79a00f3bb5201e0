import { useEffect, type ComponentProps } from "react";
import type { NavigateFunction } from "react-router";

/**
 * A link to a page of this site: the markup React Router's `<Link>` writes (`href`, then
 * `data-discover`, which its route discovery reads). Once the page is hydrated, one click listener
 * (`useRouteLinks`) follows it in the router: a client navigation, not a new document. Before
 * that it is a plain link.
 *
 * Why not `<Link>`: each one runs a dozen hooks (resolving its path against the route matches,
 * prefetch and view-transition state) on every server render, and a page has ~90 of them in the
 * header, menus and footer alone: ~12% of a fresh render
 * (docs/decisions/031-cheaper-fresh-render-links-and-react-build.md). The site's links need none of it:
 * `to` is always an absolute path (the `href()` of `useI18n`), never relative, with no state.
 * A link relative to the page that changes only its query, with the router's options (the
 * booking inquiry's tabs, a job's apply link), stays a `<Link>`.
 */
export function RouteLink({ to, children, ...props }: { to: string } & Omit<ComponentProps<"a">, "href">) {
  return (
    <a {...props} href={to} data-discover="true">
      {children}
    </a>
  );
}

/**
 * Called once by the root with the router's `navigate`: one click listener on the window follows
 * every `RouteLink` in the router, whether React rendered it or it sits in a part kept as the
 * server rendered it (`<ServerRendered>`, app/rendering/server-rendered.tsx). It listens after
 * every other handler, so one that cancels the click (or a `<Link>`, which navigates itself and
 * cancels it) is left alone. As `<Link>` does, it leaves to the browser a modified or middle click
 * and a link to another origin, a new tab or a download, and replaces the current address rather
 * than stacking it.
 */
export function useRouteLinks(navigate: NavigateFunction) {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[data-discover]") : null;
      if (!(link instanceof HTMLAnchorElement) || !followsInRouter(event, link)) return;
      event.preventDefault();
      const to = `${link.pathname}${link.search}${link.hash}`;
      void navigate(to, { replace: to === `${location.pathname}${location.search}${location.hash}` });
    };
    window.addEventListener("click", onClick);
    return () => window.removeEventListener("click", onClick);
  }, [navigate]);
}

function followsInRouter(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return false;
  return link.origin === location.origin && (!link.target || link.target === "_self") && !link.hasAttribute("download");
}
