import type { Lang } from "./lang";
import { en } from "./en";
import { sv, type ShellTexts } from "./sv";

const dictionaries: Record<Lang, ShellTexts> = { sv, en };

/** The shell's texts in one language; the root loader sends only these to the browser. */
export function shellTexts(lang: Lang): ShellTexts {
  return dictionaries[lang];
}
