import { useEffect, useRef, type HTMLAttributes, type ReactNode } from "react";

/**
 * The closed panels of tabs, accordions and "Läs mer" (menu board, jobs, terms, treatments,
 * package details): their content is in the server's HTML, hidden with `hidden="until-found"`, so
 *   - crawlers read it, and the browser's find-in-page finds it and opens the panel by itself;
 *   - a link to an anchor inside (`#meny-helg`) opens it, before hydration and without JavaScript;
 *   - without JavaScript (`@media (scripting: none)`, app.css) every panel is shown, stacked under
 *     its heading, unless `keepHiddenWithoutScripts` (the terms' picker works without scripts);
 *   - with JavaScript the first paint already looks as it will after hydration: nothing moves.
 * `onFound` runs when the browser opens the panel itself (its `beforematch` event), so the widget's
 * state follows (the found tab becomes the chosen one).
 *
 * A custom element because React writes `hidden` on a `<div>` as a plain boolean; on an element
 * with a dash it passes the value through (and sets the `hidden` property, which takes
 * "until-found"). Where a browser knows no `until-found`, the panel is plainly hidden. The wrapper
 * sits outside the panel's own element (the tabpanel or region), so a closed panel and its margins
 * take no room and are hidden from assistive technology, as Radix's closed panels were.
 */
export function HiddenUntilFound({
  hidden,
  onFound,
  keepHiddenWithoutScripts,
  children,
  ...props
}: Omit<HTMLAttributes<HTMLElement>, "hidden" | "children"> & {
  hidden: boolean;
  onFound?: () => void;
  keepHiddenWithoutScripts?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLElement>(null);
  const found = useRef(onFound);
  useEffect(() => {
    found.current = onFound;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const reveal = (event: Event) => {
      // The event bubbles: a panel inside another one is not this one's business.
      if (event.target === element) found.current?.();
    };
    element.addEventListener("beforematch", reveal);
    return () => element.removeEventListener("beforematch", reveal);
  }, []);
  return (
    <hidden-until-found
      ref={ref}
      hidden={hidden ? "until-found" : undefined}
      data-keep-hidden={keepHiddenWithoutScripts ? "" : undefined}
      {...props}
    >
      {children}
    </hidden-until-found>
  );
}

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "hidden-until-found": Omit<React.HTMLAttributes<HTMLElement>, "hidden"> & {
        ref?: React.Ref<HTMLElement>;
        hidden?: "until-found";
        "data-keep-hidden"?: string;
      };
    }
  }
}
