import { useId, useRef, useState, type MouseEvent } from "react";

/**
 * A dialog whose panel is fetched on demand (help chat, job application, package
 * details): the trigger lives in the page and carries the ARIA state a Radix Dialog.Trigger
 * would; the panel module is prefetched on hover and focus and mounted from the first press on
 * (it then stays mounted, closed, so Radix can hand focus back to the trigger on close).
 */
export function useLazyDialog(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // The element that opened a dialog shared by several triggers (openerProps), to give focus back to.
  const opener = useRef<HTMLElement | null>(null);
  const contentId = useId();
  const prefetch = () => void load();
  const ariaState = (expanded: boolean) => ({
    "aria-haspopup": "dialog" as const,
    "aria-expanded": expanded,
    "aria-controls": expanded ? contentId : undefined,
    "data-state": expanded ? "open" : "closed",
  });
  /** Spread on the trigger `<button>`; `toggle` replaces the plain open/close when closing does more. */
  const triggerProps = (toggle: () => void = () => setOpen(!open)) => ({
    ref: trigger,
    type: "button" as const,
    ...ariaState(open),
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: () => {
      setRequested(true);
      toggle();
    },
  });
  /**
   * Spread on each of several elements that open the same dialog (a link per position that also
   * works without JavaScript): `expanded` says whether this one opened it, `show` opens it. The
   * element's default action is prevented; `returnFocus` gives focus back to it on close.
   */
  const openerProps = (expanded: boolean, show: () => void) => ({
    ...ariaState(expanded),
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: (event: MouseEvent<HTMLElement>) => {
      event.preventDefault();
      opener.current = event.currentTarget;
      setRequested(true);
      show();
    },
  });
  /** For the panel's `onCloseAutoFocus` when it was opened through `openerProps`. */
  const returnFocus = (event: Event) => {
    event.preventDefault();
    opener.current?.focus();
  };
  return { open, setOpen, requested, setRequested, trigger, contentId, triggerProps, openerProps, returnFocus };
}
