import { MessageCircleQuestion, X } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { useI18n } from "~/i18n/i18n-provider";
import { useLazyDialog } from "~/components/use-lazy-dialog";

/** SPEC §9: the chat button appears 100 ms after load; the panel is 550 px high. */
export const CHAT_BUTTON_DELAY_MS = 100;
export const CHAT_PANEL_HEIGHT_PX = 550;

const loadPanel = () => import("./help-chat-panel");
const HelpChatPanel = lazy(loadPanel);

/**
 * The chat button is part of every page; its panel (Radix Dialog and Tabs, the FAQ search) is
 * fetched when the button is first pressed, or hovered/focused just before. The button carries
 * the same ARIA state a Radix Dialog.Trigger would.
 */
export function HelpChat() {
  const { t } = useI18n();
  const [ready, setReady] = useState(false);
  const { open, setOpen, requested, trigger, contentId, triggerProps } = useLazyDialog(loadPanel);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), CHAT_BUTTON_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!ready) return null;

  return (
    <>
      <button
        {...triggerProps()}
        aria-label={t(open ? "chat.close" : "chat.open")}
        className="fixed right-5 print:hidden bottom-5 z-40 inline-flex size-14 items-center justify-center rounded-full bg-forest-700 text-white shadow-xl hover:bg-forest-800"
      >
        {open ? <X aria-hidden className="size-6" /> : <MessageCircleQuestion aria-hidden className="size-6" />}
      </button>
      {requested && (
        <Suspense fallback={null}>
          <HelpChatPanel open={open} onOpenChange={setOpen} contentId={contentId} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
