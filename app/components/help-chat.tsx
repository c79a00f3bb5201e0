import { MessageCircleQuestion, X } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useI18n } from "~/i18n/i18n-provider";

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
  const [open, setOpen] = useState(false);
  // Once opened, the panel stays mounted (closed) so Radix can hand focus back on close.
  const [requested, setRequested] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), CHAT_BUTTON_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!ready) return null;

  const prefetch = () => void loadPanel();
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? "open" : "closed"}
        aria-label={t(open ? "chat.close" : "chat.open")}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setRequested(true);
          setOpen(!open);
        }}
        className="fixed right-5 bottom-5 z-40 inline-flex size-14 items-center justify-center rounded-full bg-forest-700 text-white shadow-xl hover:bg-forest-800"
      >
        {open ? <X aria-hidden className="size-6" /> : <MessageCircleQuestion aria-hidden className="size-6" />}
      </button>
      {requested && (
        <Suspense fallback={null}>
          <HelpChatPanel open={open} onOpenChange={setOpen} contentId={contentId} trigger={button} />
        </Suspense>
      )}
    </>
  );
}
