import { createElement, use, useId, useState, type ReactNode } from "react";
import type { RenderOnly } from "~/rendering/render-only";

/**
 * A whole text region of a page (a text-only page, policy text, the FAQ, the footer's columns)
 * that the browser keeps as the server rendered it, without hydrating it, when its data was
 * render-only (app/rendering/render-only.ts, docs/rendering.md): the browser takes the region's markup from
 * the page as it stands and React owns it as one block of HTML, wiring nothing inside it. Once a
 * navigation brings the data (a `.data` request), React renders the region as any other.
 *
 * The region sits in a `<server-rendered>` element laid out as `display: contents`, so the boxes
 * inside are laid out as if it were not there. Only for markup that needs no script: links
 * inside navigate in the router (`useRouteLinks`, app/components/route-link.tsx), but a
 * button's handler or an effect inside would never run. It must be rendered once, where the
 * server rendered it: a copy mounted later, without the data, would have no markup to keep.
 */
export function ServerRendered<T>({ data, children }: { data: RenderOnly<T>; children: (value: T) => ReactNode }) {
  const id = useId();
  // Read once, while hydrating: the same string on every later render, so React never rewrites it.
  const [kept] = useState(() =>
    data.value === undefined && typeof document !== "undefined" ? document.getElementById(id)?.innerHTML : undefined,
  );
  const props = { id, className: "contents" };
  if (data.value !== undefined) return createElement("server-rendered", props, children(data.value));
  return createElement("server-rendered", { ...props, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: kept ?? "" } });
}

/**
 * The components of `<ServerRendered>` regions, kept out of the browser's first view: the page's
 * loader awaits `ready()` (loaders exist only in the server's bundle, so the browser's bundle
 * has no static import of the module), and the browser fetches the module only when a
 * navigation brings the data and it must render the region itself. Until then `useModule()`
 * suspends; a navigation is a transition, so React keeps the previous page on screen meanwhile.
 * Used only where it keeps the home page within its JavaScript budget (≤ 130 KB gzip, issue 32):
 * the home page's text regions and the footer's columns.
 */
export function partsModule<M>(load: () => Promise<M>) {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const start = () => (loading ??= load().then((module) => (loaded = module)));
  return {
    /** For the loader: the server renders the parts at once, without suspending. */
    ready: async () => void (await start()),
    useModule: (): M => loaded ?? use(start()),
  };
}
