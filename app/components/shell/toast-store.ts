import { useSyncExternalStore } from "react";

/** Toast rules from SPEC §2 and §9. */
export const TOAST_LIMIT = 5;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** How long a dismissed toast stays mounted (so its exit can finish) before it is removed. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastInput {
  title?: string;
  description?: string;
  variant?: "default" | "destructive";
  duration?: number;
  action?: { label: string; altText: string; onClick: () => void };
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

/**
 * No toasts: what the server renders, and the store until the first toast. One array for both, so
 * hydration finds the store unchanged instead of re-rendering the toaster at once.
 */
const none: ToastItem[] = [];
let toasts = none;
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast; the newest comes first and at most TOAST_LIMIT are kept. */
export function toast(input: ToastInput): number {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number) {
  emit(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  if (!removalTimers.has(id)) {
    removalTimers.set(
      id,
      setTimeout(() => {
        removalTimers.delete(id);
        emit(toasts.filter((item) => item.id !== id));
      }, TOAST_REMOVE_DELAY_MS),
    );
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => none,
  );
}
