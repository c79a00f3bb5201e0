/** SPEC §3: the visitor's cookie choice is kept in localStorage as "true" or "false" under this key (the banner writes it, the terms name it). */
export const COOKIE_CONSENT_KEY = "cookie-consent";
