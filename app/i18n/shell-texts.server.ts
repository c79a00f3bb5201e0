import { renderOnly, rendersDocument, type RenderOnly } from "~/rendering/render-only";
import type { Lang } from "./lang";
import { en } from "./en";
import { sv, type ShellTextKey, type ShellTexts } from "./sv";

const dictionaries: Record<Lang, ShellTexts> = { sv, en };

/**
 * Texts no hydrated part of the shell shows: the footer's first columns (server-rendered, app/components/shell/site-footer.tsx)
 * and what only a part fetched later shows (the help chat's panel, the newsletter popup, the toasts, the cookie banner): those
 * parts bring the dictionaries along (app/i18n/all-texts.ts). Everything else a hydrated part renders, at
 * once or after a click, must stay out of here: the hydration test of every screen (tests/e2e/rendered-pages.spec.ts) fails otherwise.
 */
function onlyRenderedOrLazy(key: ShellTextKey): boolean {
  // Every column but the newsletter form is server-rendered, the cookie-settings button included.
  if (key.startsWith("footer.")) return !key.startsWith("footer.newsletter.");
  // The chat's button is hydrated; its panel brings all texts, and the FAQ page's list is server-rendered.
  if (key.startsWith("chat.")) return !/^chat\.(open|close)$/.test(key);
  // The cookie banner is fetched when it is due (app/components/shell/cookie-banner-view.tsx); the
  // "Cookie settings" buttons (footer, terms) are server-rendered and answered by its listener.
  if (key.startsWith("cookie.")) return true;
  // A form's notice comes with the action's answer, in the visitor's language (app/forms/action.server.ts).
  if (key.startsWith("form.notice.")) return true;
  return key.startsWith("newsletter.popup.") || key.startsWith("toast.");
}

/** Per language, what a page's hydration needs: the dictionary less what only the server or later code shows. */
const forHydration = Object.fromEntries(
  Object.entries(dictionaries).map(([lang, texts]) => [
    lang,
    Object.fromEntries(Object.entries(texts).filter(([key]) => !onlyRenderedOrLazy(key as ShellTextKey))),
  ]),
) as Record<Lang, Partial<ShellTexts>>;

export interface ShellTextsData {
  /** What the browser needs to hydrate a document; empty for a navigation, which gets `all`. */
  hydration: Partial<ShellTexts>;
  all: RenderOnly<ShellTexts>;
}

/**
 * The shell's texts in one language, for the root loader: the whole dictionary for the server's
 * render and a client navigation, and for a document's hydration only what hydrated parts show.
 */
export function shellTexts(lang: Lang, request: Request): ShellTextsData {
  return { hydration: rendersDocument(request) ? forHydration[lang] : {}, all: renderOnly(dictionaries[lang], request) };
}
