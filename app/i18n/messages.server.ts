import type { Lang } from "./lang";
import { en } from "./en";
import { sv, type Messages } from "./sv";

const dictionaries: Record<Lang, Messages> = { sv, en };

/** The shell's texts in one language; the root loader sends only these to the browser. */
export function shellMessages(lang: Lang): Messages {
  return dictionaries[lang];
}
