import type { Submission } from "@conform-to/react";
import type { getZodConstraint } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";

/** What Conform's `onValidate` receives and returns for a schema whose output is `Output`. */
export type Validate<Output> = (context: { formData: FormData }) => Submission<Output, string[]>;

/** A schema's field constraints (`required`, lengths, patterns), computed by the loader. */
export type FormConstraint = ReturnType<typeof getZodConstraint>;

/**
 * A form's browser-side validation, loaded right after hydration instead of on first view: the
 * schemas with zod and Conform's zod adapter weigh about 29 KB gzip, more than the rest of the page
 * (docs/decisions/009-performance-budgets.md). Until it arrives (a few milliseconds after the page
 * became interactive) the forms validate only on submit, in the action, exactly as without
 * JavaScript (they switch `shouldValidate` on `validate` being there, so a blur never costs a round
 * trip); the field constraints (`required`, lengths) come from the loader, so the markup is the
 * same either way.
 *
 * `load` must be stable (defined at module scope).
 */
export function useLazyValidation<Output>(load: () => Promise<Validate<Output>>): Validate<Output> | undefined {
  const [validate, setValidate] = useState<{ run: Validate<Output> }>();
  useEffect(() => {
    let current = true;
    load().then(
      (run) => current && setValidate({ run }),
      // A chunk that fails to load (offline, new deploy) leaves validation to the server.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [load]);
  return validate?.run;
}
