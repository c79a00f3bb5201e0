import { useEffect, useRef } from "react";
import { preinit } from "react-dom";
import { useNonce } from "~/components/nonce";
import { useI18n } from "~/i18n/i18n-provider";
import { turnstile } from "~/site";

interface TurnstileApi {
  render: (element: HTMLElement, options: { sitekey: string; language: string; "response-field-name": string }) => string;
  remove: (widgetId: string) => void;
}

/**
 * Cloudflare's challenge, rendered only when the site has Turnstile keys (the loader then hands
 * out a site key with the form key check). Rendered explicitly so forms that mount later, such as the
 * job application dialog, get a widget too; the token travels in the `cf-turnstile-response` field.
 */
export function TurnstileWidget({ siteKey }: { siteKey: string }) {
  const { lang } = useI18n();
  const nonce = useNonce();
  const container = useRef<HTMLDivElement>(null);
  preinit(`${turnstile.scriptUrl}?render=explicit`, { as: "script", nonce: nonce || undefined });

  useEffect(() => {
    let widgetId: string | undefined;
    const timer = setInterval(() => {
      const api = (window as Window & { turnstile?: TurnstileApi }).turnstile;
      if (!api || !container.current) return;
      clearInterval(timer);
      widgetId = api.render(container.current, { sitekey: siteKey, language: lang, "response-field-name": "cf-turnstile-response" });
    }, 100);
    return () => {
      clearInterval(timer);
      if (widgetId) (window as Window & { turnstile?: TurnstileApi }).turnstile?.remove(widgetId);
    };
  }, [siteKey, lang]);

  return <div ref={container} className="min-h-[65px]" />;
}
