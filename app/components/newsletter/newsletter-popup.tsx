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

/** While the visitor is busy when the popup is due, it looks again this often. */
const BUSY_RECHECK_MS = 2_000;

/**
 * Whether the popup would interrupt the visitor (issue 30): a dialog is open (a job application,
 * the menu, a package's details, the help chat) or a form on the page has been typed in.
 */
function visitorIsBusy(typedIn: Set<HTMLFormElement>): boolean {
  if (document.querySelector('[role="dialog"]:not([popover]), [popover]:popover-open')) return true;
  return [...typedIn].some((form) => form.isConnected);
}

/**
 * The newsletter popup's timer: due after 60 s, it waits while the visitor is busy, and opens
 * once they are not. The dialog itself (Radix Dialog, the form) is fetched only when it opens,
 * so it does not weigh on the first view.
 */
export function NewsletterPopup({ formKey }: { formKey: { key: string; rendered: string } }) {
  const [due, setDue] = useState(false);
  useEffect(() => {
    // A form typed in keeps the popup away for as long as it is on the page (another page's
    // form is gone once the visitor has left it).
    const typedIn = new Set<HTMLFormElement>();
    const onInput = (event: Event) => {
      const form = event.target instanceof Element ? event.target.closest("form") : null;
      if (form) typedIn.add(form);
    };
    document.addEventListener("input", onInput, true);
    // Session storage is read when the popup is due, not while the page hydrates.
    const whenDue = () => {
      if (wasClosed()) return;
      if (visitorIsBusy(typedIn)) timer = setTimeout(whenDue, BUSY_RECHECK_MS);
      else setDue(true);
    };
    let timer = setTimeout(whenDue, POPUP_DELAY_MS);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("input", onInput, true);
    };
  }, []);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterDialog formKey={formKey} />
    </Suspense>
  );
}
