import { MapPin } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { onConsentChange, readConsent } from "~/components/shell/cookie-consent";
import { ExternalLink } from "~/components/external-link";
import { Button, buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";

/**
 * The embedded map comes from a third party that sets cookies, so it loads only once the
 * visitor asks for it or has accepted cookies; until then a click-to-load panel explains why.
 * Consent lives in localStorage, so the server always renders the panel and the browser decides;
 * the panel is hidden while the map shows.
 */
export function ConsentedMap({
  embedUrl,
  viewUrl,
  title,
  consentText,
  showButton,
}: {
  embedUrl: string;
  /** The map on the third party's own page, for a visitor without scripts. */
  viewUrl: string;
  title: string;
  consentText: string;
  showButton: string;
}) {
  const [requested, setRequested] = useState(false);
  const consent = useSyncExternalStore(onConsentChange, readConsent, () => null);
  const show = requested || consent === true;
  const frame = useRef<HTMLIFrameElement>(null);

  // The button the visitor pressed disappears; keep keyboard focus on what replaced it.
  useEffect(() => {
    if (requested) frame.current?.focus();
  }, [requested]);

  return (
    <div className="relative aspect-[4/3] w-full overflow-hidden rounded-xl bg-forest-50 shadow-sm md:aspect-[16/10]">
      {show && (
        <iframe
          ref={frame}
          src={embedUrl}
          title={title}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          className="absolute inset-0 h-full w-full border-0"
        />
      )}
      <div hidden={show} className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center">
        <MapPin aria-hidden className="size-10 text-forest-700" />
        <p className="max-w-md leading-relaxed text-ink">{consentText}</p>
        <Button type="button" onClick={() => setRequested(true)} className="noscript:hidden">
          {showButton}
        </Button>
        {/* Without scripts the map cannot load here on request: the same words open it on its own page. */}
        <ExternalLink href={viewUrl} className={cn(buttonVariants(), "hidden noscript:inline-flex")}>
          {showButton}
        </ExternalLink>
      </div>
    </div>
  );
}
