import { lazy, Suspense, useState } from "react";
import { useToasts } from "./toast-store";

const ToasterView = lazy(() => import("./toaster-view"));

/**
 * The toasts' place in the shell. The store (toast-store.ts) is always here; Radix Toast and the
 * toasts' markup are fetched when the first toast is queued and stay mounted from then on.
 */
export function Toaster() {
  const toasts = useToasts();
  const [needed, setNeeded] = useState(false);
  // Adjusting state while rendering: once a toast has been queued, the view stays.
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView toasts={toasts} />
    </Suspense>
  );
}
