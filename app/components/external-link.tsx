import type { ComponentProps } from "react";
import { useI18n } from "~/i18n/i18n-provider";

/** A link that leaves the site: opens in a new tab and says so to screen readers. */
export function ExternalLink({ children, ...props }: ComponentProps<"a"> & { href: string }) {
  const { t } = useI18n();
  return (
    <a target="_blank" rel="noopener" {...props}>
      {children}
      <span className="sr-only"> {t("a11y.opensNewTab")}</span>
    </a>
  );
}
