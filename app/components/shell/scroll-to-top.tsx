import { ArrowUp } from "lucide-react";
import { useI18n } from "~/i18n/i18n-provider";
import { useScrolled } from "./use-scroll";

/** SPEC §9: the button appears after 300 px of scroll. */
export const SCROLL_TOP_THRESHOLD_PX = 300;

export function ScrollToTop() {
  const { t } = useI18n();
  const shown = useScrolled((offset) => offset > SCROLL_TOP_THRESHOLD_PX);
  if (!shown) return null;
  return (
    <button
      type="button"
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
      }}
      aria-label={t("scrollTop.label")}
      className="fixed bottom-24 print:hidden right-5 z-30 inline-flex size-12 items-center justify-center rounded-full bg-forest-700 text-white shadow-lg hover:bg-forest-800"
    >
      <ArrowUp aria-hidden className="size-5" />
    </button>
  );
}
