import { formKeyFields } from "~/forms/form-key-fields";
import { useI18n } from "~/i18n/i18n-provider";
import { TurnstileWidget } from "./turnstile-widget";

/**
 * Hidden fields every public form carries: the one-time key, the signed render time and a honeypot;
 * plus Cloudflare Turnstile's widget when the site has it switched on.
 */
export function FormKeyFields({ formKey }: { formKey: { key: string; rendered: string; turnstileSiteKey?: string } }) {
  const { lang } = useI18n();
  return (
    <>
      <input type="hidden" name={formKeyFields.key} value={formKey.key} />
      <input type="hidden" name={formKeyFields.rendered} value={formKey.rendered} />
      {/* People never see or reach this field (not in the accessibility tree, not in the tab order); bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {lang === "sv" ? "Lämna tomt" : "Leave empty"}
          <input type="text" name={formKeyFields.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {formKey.turnstileSiteKey && <TurnstileWidget siteKey={formKey.turnstileSiteKey} />}
    </>
  );
}
