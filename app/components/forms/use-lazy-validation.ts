import type { Submission } from "@conform-to/react";
import type { getZodConstraint } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";

/** What Conform's `onValidate` receives and returns for a schema whose output is `Output`. */
export type Validate<Output> = (context: { formData: FormData }) => Submission<Output, string[]>;

/** A schema's field constraints (`required`, lengths, patterns), computed by the loader. */
export type FormConstraint = ReturnType<typeof getZodConstraint>;

/** What a visitor does first on a page: any of these starts loading the forms' validation. */
const firstTouch = ["pointerdown", "focusin", "keydown"] as const;

/**
 * A form's browser-side validation, loaded once the visitor first touches the page (a tap, a click,
 * a key, focus moving) instead of with the page: the schemas with zod and Conform's zod adapter
 * weigh about 29 KB gzip, more than the rest of the page, and building them costs a phone a long
 * task (docs/decisions/009-performance-budgets.md). A visitor who only reads never pays for it; one
 * who fills the form has it long before the first field loses focus. Until it arrives the forms
 * validate only on submit, in the action, exactly as without JavaScript (they switch
 * `shouldValidate` on `validate` being there, so a blur never costs a round trip); the field
 * constraints (`required`, lengths) come from the loader, so the markup is the same either way.
 *
 * `load` must be stable (defined at module scope).
 */
export function useLazyValidation<Output>(load: () => Promise<Validate<Output>>): Validate<Output> | undefined {
  const [validate, setValidate] = useState<{ run: Validate<Output> }>();
  useEffect(() => {
    let current = true;
    const stop = () => {
      for (const type of firstTouch) document.removeEventListener(type, start, true);
    };
    function start() {
      stop();
      load().then(
        (run) => current && setValidate({ run }),
        // A chunk that fails to load (offline, new deploy) leaves validation to the server.
        () => undefined,
      );
    }
    // Focus already inside the page (a visitor who tapped a field before hydration): load at once.
    if (document.activeElement && document.activeElement !== document.body) start();
    else for (const type of firstTouch) document.addEventListener(type, start, { capture: true, passive: true });
    return () => {
      current = false;
      stop();
    };
  }, [load]);
  return validate?.run;
}
