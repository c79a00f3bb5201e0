import type { Submission } from "@conform-to/react";
import type { getZodConstraint } from "@conform-to/zod/v4";
import { useEffect, useState } from "react";
import type { $ZodType } from "zod/v4/core";
import type { MessageLookup } from "~/components/forms/field";
import type { FormActionData } from "~/forms/results";
import type { FormWithMessages } from "~/forms/validation-messages";
import type { Lang } from "~/i18n/lang";

/** What Conform's `onValidate` receives and returns for a schema whose output is `Output`. */
export type Validate<Output> = (context: { formData: FormData }) => Submission<Output, string[]>;

/** A form's validation as loaded: the check, and the texts of its messages in the page's language. */
export interface LoadedValidation<Output> {
  validate: Validate<Output>;
  messages: MessageLookup;
}

/**
 * The `load` of a form validated by a zod schema: Conform's parser, the schema and the form's
 * messages in the page's language, fetched together on the first touch. `schema` imports the
 * form's own schema module, so each form's schema stays a chunk of its own.
 */
export function zodValidation<Output>(
  form: FormWithMessages,
  schema: () => Promise<$ZodType<Output>>,
  /** What the form's action does to the data before its schema reads it, done here too. */
  prepare: (formData: FormData) => FormData = (formData) => formData,
): (lang: Lang) => Promise<LoadedValidation<Output>> {
  return async (lang) => {
    const [{ parseWithZod }, loaded, { formMessages }] = await Promise.all([
      import("@conform-to/zod/v4"),
      schema(),
      import("~/forms/validation-messages"),
    ]);
    return { validate: ({ formData }) => parseWithZod(prepare(formData), { schema: loaded }), messages: formMessages(form, lang) };
  };
}

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
 * The messages' texts come with the code, and with an invalid answer for its own messages
 * (`fieldMessages`), so the page's data carries none.
 *
 * `load` must be stable (defined at module scope).
 */
export function useLazyValidation<Output>(
  load: (lang: Lang) => Promise<LoadedValidation<Output>>,
  lang: Lang,
): LoadedValidation<Output> | undefined {
  const [validation, setValidation] = useState<LoadedValidation<Output>>();
  useEffect(() => {
    let current = true;
    const stop = () => {
      for (const type of firstTouch) document.removeEventListener(type, start, true);
    };
    function start() {
      stop();
      load(lang).then(
        (loaded) => current && setValidation(loaded),
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
  }, [load, lang]);
  return validation;
}

/** The texts a form's messages are shown in: the answer's own, and those loaded with the validation. */
export function fieldMessages(answer: FormActionData | undefined, validation: LoadedValidation<unknown> | undefined): MessageLookup {
  return { ...answer?.messages, ...validation?.messages };
}
