import { COOKIE_CONSENT_KEY } from "~/content/cookie-consent";

/** SPEC §9: the banner appears 1 s after load when no choice is stored. */
export const COOKIE_BANNER_DELAY_MS = 1000;
const CHANGE_EVENT = "cookie-consent:change";

export function readConsent(): boolean | null {
  try {
    const value = localStorage.getItem(COOKIE_CONSENT_KEY);
    return value === "true" ? true : value === "false" ? false : null;
  } catch {
    return null;
  }
}

export function storeConsent(accepted: boolean) {
  try {
    localStorage.setItem(COOKIE_CONSENT_KEY, String(accepted));
  } catch {
    // Without storage the choice lasts for this view only.
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: accepted }));
}

export function onConsentChange(listener: (accepted: boolean) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<boolean>).detail);
  window.addEventListener(CHANGE_EVENT, handler);
  return () => window.removeEventListener(CHANGE_EVENT, handler);
}
