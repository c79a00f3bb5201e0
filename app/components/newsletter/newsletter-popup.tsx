import { lazy, Suspense, useEffect, useState } from "react";

/** SPEC §4/§9: the popup opens 60 s after load unless it was closed in this browser session. */
export const POPUP_DELAY_MS = 60_000;
export const POPUP_CLOSED_KEY = "newsletter_popup_closed";

function wasClosed(): boolean {
  try {
    return sessionStorage.getItem(POPUP_CLOSED_KEY) === "true";
  } catch {
    return false;
  }
}

export function markClosed() {
  try {
    sessionStorage.setItem(POPUP_CLOSED_KEY, "true");
  } catch {
    // Without session storage it may ask again on the next page load; nothing else breaks.
  }
}

const NewsletterDialog = lazy(() => import("./newsletter-dialog"));

/**
 * The newsletter popup's timer. The dialog itself (Radix Dialog, the form) is fetched only when
 * the timer decides to show it, so it does not weigh on the first view.
 */
export function NewsletterPopup({ formKey }: { formKey: { key: string; rendered: string } }) {
  const [due, setDue] = useState(false);
  useEffect(() => {
    // Session storage is read when the popup is due, not while the page hydrates.
    const timer = setTimeout(() => {
      if (!wasClosed()) setDue(true);
    }, POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterDialog formKey={formKey} />
    </Suspense>
  );
}
