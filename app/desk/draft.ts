import { useEffect, useState } from "react";

/**
 * A reply or note kept in the browser's session storage while it is typed (issue 33, section 3):
 * if the session has ended when it is sent, signing in again returns to the case and the text is
 * put back. Forgotten once the server says it was saved (`saved`). Without JavaScript the Worker's
 * gate keeps it instead (app/staff/drafts.server.ts).
 */
function useDraft(storageKey: string, saved: boolean) {
  // Read after hydration (the server has no storage); the form starts again with it as its text.
  const [stored, setStored] = useState<string | null>(null);
  useEffect(() => {
    try {
      if (saved) sessionStorage.removeItem(storageKey);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the storage exists only in the browser, after hydration
      else setStored(sessionStorage.getItem(storageKey));
    } catch {
      // Storage refused (a private window's quota): the draft is only as safe as without JavaScript.
    }
  }, [storageKey, saved]);
  const keep = (event: { currentTarget: HTMLTextAreaElement }) => {
    try {
      const text = event.currentTarget.value;
      if (text.trim()) sessionStorage.setItem(storageKey, text);
      else sessionStorage.removeItem(storageKey);
    } catch {
      // See above.
    }
  };
  return { stored, keep };
}

/**
 * The draft of a case's reply or note, for its form: the text to start with (kept by the server
 * without JavaScript, else by this browser), a key that starts the form again once the browser's
 * copy is read, and the handler that keeps what is typed.
 */
export function useKeptDraft(
  { path, view, kept }: { path: string; view: { saved: "reply" | "note" | null }; kept?: string },
  intent: "reply" | "note",
) {
  const draft = useDraft(`desk-draft:${path}:${intent}`, view.saved === intent);
  return { key: draft.stored ? "kept" : "new", kept: kept ?? draft.stored ?? undefined, keep: draft.keep };
}
