import { useEffect } from "react";
import { useLocation, useMatches, useNavigate } from "react-router";
import { RouteLink } from "~/components/route-link";
import { useI18n } from "~/i18n/i18n-provider";
import { isLang, langFromPath, languageStorageKey, otherLanguagePath, type Lang } from "~/i18n/lang";
import { cn } from "~/components/ui/cn";
import { withoutTrackingParameters } from "~/tracking-parameters";

const ONE_YEAR_S = 60 * 60 * 24 * 365;

/** Stores the visitor's language in localStorage (SPEC §1) and in a cookie the server reads. */
export function rememberLanguage(lang: Lang) {
  try {
    localStorage.setItem(languageStorageKey, lang);
  } catch {
    // Storage can be disabled; the cookie still carries the choice.
  }
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${languageStorageKey}=${lang}; Path=/; Max-Age=${ONE_YEAR_S}; SameSite=Lax${secure}`;
}

/** "EN" on Swedish pages, "SV" on English ones: the same page in the other language. */
export function LanguageToggle({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { t, lang } = useI18n();
  const location = useLocation();
  const isScreen = useIsScreen();
  const other: Lang = lang === "sv" ? "en" : "sv";
  return (
    <RouteLink
      to={`${otherLanguagePath(location.pathname, isScreen)}${withoutTrackingParameters(location.search)}${location.hash}`}
      hrefLang={other}
      lang={other}
      aria-label={t("lang.toggleLabel")}
      onClick={() => {
        rememberLanguage(other);
        onNavigate?.();
      }}
      className={cn("inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 text-sm font-bold", className)}
    >
      {t("lang.toggle")}
    </RouteLink>
  );
}

/**
 * The server redirects by the cookie before rendering. When the cookie is gone but
 * localStorage still holds a choice, restore it here and move to that language's page.
 */
export function LanguageRestorer() {
  const location = useLocation();
  const navigate = useNavigate();
  const isScreen = useIsScreen();
  useEffect(() => {
    const hasCookie = document.cookie.split("; ").some((part) => part.startsWith(`${languageStorageKey}=`));
    if (hasCookie) return;
    // In a task of its own, not in hydration's: a page's first look into localStorage opens it.
    const timer = setTimeout(() => {
      let stored: string | null = null;
      try {
        stored = localStorage.getItem(languageStorageKey);
      } catch {
        return;
      }
      if (!isLang(stored)) return;
      rememberLanguage(stored);
      if (stored !== langFromPath(location.pathname)) {
        void navigate(`${otherLanguagePath(location.pathname, isScreen)}${withoutTrackingParameters(location.search)}${location.hash}`, {
          replace: true,
        });
      }
    }, 0);
    return () => clearTimeout(timer);
    // Only at load: later navigations keep the language of the links followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** Whether the router matched a screen here: every page but the not-found page (route ids `sv/not-found`, `en/not-found`). */
function useIsScreen(): boolean {
  return !useMatches().some((match) => match.id.endsWith("/not-found"));
}
