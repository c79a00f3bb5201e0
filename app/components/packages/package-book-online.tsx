import { ExternalLink } from "~/components/external-link";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import type { Package } from "~/content/packages";
import { useI18n } from "~/i18n/i18n-provider";
import { bookingUrl } from "~/site";
import { clickOutHref } from "~/statistics/click-out";

/** The package's own page on the external booking engine, in a new tab (senior packages). */
export function PackageBookOnline({ pkg, label, className }: { pkg: Pick<Package, "id">; label: string; className?: string }) {
  const { lang } = useI18n();
  return (
    <ExternalLink
      href={clickOutHref("booking", "packages", bookingUrl({ packageId: String(pkg.id), lang }))}
      className={cn(buttonVariants({ variant: "accent", size: "md" }), className)}
    >
      {label}
    </ExternalLink>
  );
}
