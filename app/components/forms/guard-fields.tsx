import { guardFields } from "~/forms/guard-fields";
import { useI18n } from "~/i18n/i18n-provider";
import { TurnstileWidget } from "./turnstile-widget";

/**
 * Hidden fields every public form carries: the one-time key, the signed render time and a honeypot;
 * plus Cloudflare Turnstile's widget when the site has it switched on.
 */
export function GuardFields({ guard }: { guard: { key: string; rendered: string; turnstileSiteKey?: string } }) {
  const { lang } = useI18n();
  return (
    <>
      <input type="hidden" name={guardFields.key} value={guard.key} />
      <input type="hidden" name={guardFields.rendered} value={guard.rendered} />
      {/* People never see or reach this field (not in the accessibility tree, not in the tab order); bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {lang === "sv" ? "Lämna tomt" : "Leave empty"}
          <input type="text" name={guardFields.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {guard.turnstileSiteKey && <TurnstileWidget siteKey={guard.turnstileSiteKey} />}
    </>
  );
}
