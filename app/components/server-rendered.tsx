import { createElement, use, useId, useState, type ReactNode } from "react";
import type { RenderOnly } from "~/render-only";

/**
 * A part of the page that the browser keeps as the server rendered it, without hydrating it,
 * when its data was render-only (app/render-only.ts): the browser takes the part's markup from
 * the page as it stands and React owns it as one block of HTML, wiring nothing inside it. Once a
 * navigation brings the data (a `.data` request), React renders the part as any other.
 *
 * The part sits in a `<server-rendered>` element laid out as `display: contents`, so the boxes
 * inside are laid out as if it were not there. Only for markup that needs no script: links
 * inside navigate in the router (`useRouteLinks`, app/components/route-link.tsx), but a
 * button's handler or an effect inside would never run.
 *
 * `twin` names a part the page renders twice (a position in the desktop tabs and in the phones'
 * accordion): a copy that mounts after hydration, without the data and without markup of its own
 * (a tab chosen later, whose panel the server left empty), takes its twin's markup.
 * A twin's markup is also remembered once read, so a copy can come back after every copy with
 * markup left the page (a filter tab shows some cards, then "all" again: the packages' tabs).
 * `className` replaces `contents` where the part must be a box of its own: under a parent that
 * spaces its children (`space-y-*`), the part's children would otherwise lose their spacing.
 */
export function ServerRendered<T>({
  data,
  twin,
  className = "contents",
  children,
}: {
  data: RenderOnly<T>;
  twin?: string;
  className?: string;
  children: (value: T) => ReactNode;
}) {
  const id = useId();
  // Read once, while hydrating: the same string on every later render, so React never rewrites it.
  const [kept] = useState(() => (data.value === undefined && typeof document !== "undefined" ? keptMarkup(id, twin) : undefined));
  const props = { id, className, "data-twin": twin };
  if (data.value !== undefined) return createElement("server-rendered", props, children(data.value));
  return createElement("server-rendered", { ...props, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: kept ?? "" } });
}

/** Each twin's markup as the server rendered it, for copies mounted after every other copy left. */
const twinMarkup = new Map<string, string>();

function keptMarkup(id: string, twin: string | undefined): string | undefined {
  const own = document.getElementById(id);
  if (!twin) return own?.innerHTML;
  if (own) return remember(twin, own.innerHTML);
  const copies = document.querySelectorAll(`server-rendered[data-twin="${CSS.escape(twin)}"]`);
  const copy = [...copies].find((element) => element.innerHTML !== "");
  return copy ? remember(twin, copy.innerHTML) : (twinMarkup.get(twin) ?? copies[0]?.innerHTML);
}

function remember(twin: string, markup: string): string {
  if (markup !== "") twinMarkup.set(twin, markup);
  return markup;
}

/**
 * The components of `<ServerRendered>` parts, kept out of the browser's first view: the page's
 * loader awaits `ready()` (loaders exist only in the server's bundle, so the browser's bundle
 * has no static import of the module), and the browser fetches the module only when a
 * navigation brings the data and it must render the part itself. Until then `useModule()`
 * suspends; a navigation is a transition, so React keeps the previous page on screen meanwhile.
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
