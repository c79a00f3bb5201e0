import { createContext, useContext, useMemo, type ReactNode } from "react";
import { localizePath, type Lang } from "./lang";
import type { ShellTextKey, ShellTexts } from "./sv";
import { translate } from "./translate";

interface I18n {
  lang: Lang;
  t: (key: ShellTextKey, vars?: Record<string, string | number>) => string;
  /** A site path in the active language: href("/relax") is "/en/relax" on English pages. */
  href: (path: string) => string;
}

const I18nContext = createContext<I18n | null>(null);

/** Every text of both languages, once a part that needs more than a document's hydration has loaded them (./all-texts.ts). */
let allTexts: Record<Lang, ShellTexts> | undefined;
export function provideAllTexts(texts: Record<Lang, ShellTexts>) {
  allTexts = texts;
}

export function I18nProvider({ lang, texts, children }: { lang: Lang; texts: Partial<ShellTexts>; children: ReactNode }) {
  const value = useMemo<I18n>(
    () => ({
      lang,
      t: (key, vars) => translate(Object.hasOwn(texts, key) ? texts : (allTexts?.[lang] ?? texts), key, vars),
      href: (path) => localizePath(path, lang),
    }),
    [lang, texts],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The active language and its texts. Using it outside I18nProvider is a programming error. */
export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error("useI18n must be used inside <I18nProvider>");
  return i18n;
}
