import { useId, useRef, useState } from "react";

/**
 * A dialog whose panel is fetched on demand (help chat, mobile menu): the trigger button lives in
 * the shell and carries the ARIA state a Radix Dialog.Trigger would; the panel module is
 * prefetched on hover and focus and mounted from the first press on (it then stays mounted,
 * closed, so Radix can hand focus back to the button on close).
 */
export function useLazyDialog(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const prefetch = () => void load();
  /** Spread on the trigger `<button>`; `toggle` replaces the plain open/close when closing does more. */
  const triggerProps = (toggle: () => void = () => setOpen(!open)) => ({
    ref: trigger,
    type: "button" as const,
    "aria-haspopup": "dialog" as const,
    "aria-expanded": open,
    "aria-controls": open ? contentId : undefined,
    "data-state": open ? "open" : "closed",
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: () => {
      setRequested(true);
      toggle();
    },
  });
  return { open, setOpen, requested, trigger, contentId, triggerProps };
}
