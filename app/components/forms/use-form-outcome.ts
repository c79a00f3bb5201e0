import { useCallback, useEffect, useEffectEvent, useRef } from "react";
import type { FormActionData } from "~/forms/results";

/**
 * Reacts once to each answer of a form's action: success and failure toasts, and a reset
 * of the form after success. `data` is the action's answer for this form (or undefined).
 */
export function useFormOutcome(
  data: FormActionData | undefined,
  handlers: { success: () => void; failed: () => void; limited?: () => void; duplicate?: () => void },
) {
  const seen = useRef<FormActionData | undefined>(undefined);
  const react = useEffectEvent((answer: FormActionData) => {
    if (answer.outcome === "success") handlers.success();
    else if (answer.outcome === "failed") handlers.failed();
    else if (answer.outcome === "limited") (handlers.limited ?? handlers.failed)();
    else if (answer.outcome === "duplicate") (handlers.duplicate ?? handlers.failed)();
  });
  useEffect(() => {
    if (!data || seen.current === data) return;
    seen.current = data;
    react(data);
  }, [data]);
}

/**
 * A ref for the message that answers a sent form (a thank-you, a confirmation above an emptied
 * form): it takes the keyboard's focus when shown, and again for each new answer, so a visitor
 * whose form gave way to it is not left at the top of the page (issue 30). The message needs
 * `tabIndex={-1}`.
 */
export function useFocusOnAnswer(answer: FormActionData | undefined) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new answer is a new message to move to
  return useCallback((message: HTMLElement | null) => message?.focus(), [answer]);
}
