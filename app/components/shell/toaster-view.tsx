import "~/i18n/all-texts";
import { X } from "lucide-react";
import { Toast } from "radix-ui";
import { useI18n } from "~/i18n/i18n-provider";
import { cn } from "~/components/ui/cn";
import { dismissToast, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX, type ToastItem } from "./toast-store";

/**
 * Radix Toast: swipe right to dismiss, hover or focus pauses, F8 focuses the area. Loaded by
 * Toaster (toaster.tsx) when the first toast is queued.
 */
export default function ToasterView({ toasts }: { toasts: ToastItem[] }) {
  const { t } = useI18n();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={TOAST_SWIPE_THRESHOLD_PX} label={t("toast.label")}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          duration={item.duration}
          type={item.variant === "destructive" ? "foreground" : "background"}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          data-variant={item.variant ?? "default"}
          className={cn(
            "pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg",
            "data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[state=closed]:hidden",
            item.variant === "destructive" ? "border-red-800 bg-red-800 text-white" : "border-forest-200 bg-white text-ink",
          )}
        >
          <div className="grid gap-1">
            {item.title && <Toast.Title className="font-semibold">{item.title}</Toast.Title>}
            {item.description && <Toast.Description className="text-sm">{item.description}</Toast.Description>}
          </div>
          {item.action && (
            <Toast.Action altText={item.action.altText} onClick={item.action.onClick} className="rounded border px-3 py-1 text-sm">
              {item.action.label}
            </Toast.Action>
          )}
          <Toast.Close aria-label={t("toast.close")} className="absolute top-2 right-2 rounded p-1 opacity-80 hover:opacity-100">
            <X aria-hidden className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        label={t("toast.region")}
        className="fixed top-0 print:hidden right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0 sm:max-w-[420px]"
      />
    </Toast.Provider>
  );
}
