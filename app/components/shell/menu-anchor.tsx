import { useLocation } from "react-router";
import { useI18n } from "~/i18n/i18n-provider";
import { stripLang } from "~/i18n/lang";
import { menuClickOut } from "~/statistics/click-out";
import { ExternalLink } from "~/components/external-link";
import { RouteLink } from "~/components/route-link";
import { currentLink, isExternal, type MenuItem, type MenuLink } from "./navigation";

/** The entry of `items` that is the page shown (navigation.ts, currentLink), in either language. */
export function useCurrentLink(items: MenuItem[]): MenuLink | undefined {
  return currentLink(items, stripLang(useLocation().pathname));
}

/** A menu link: internal paths route in the page's language, external ones open a new tab. */
export function MenuAnchor({
  link,
  current = false,
  onFollow,
  ...props
}: { link: MenuLink; current?: boolean; onFollow?: () => void } & Omit<React.ComponentProps<"a">, "href">) {
  const { t, href } = useI18n();
  // Extra props (id, className, onClick) must reach the <a>.
  const onClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    props.onClick?.(event);
    onFollow?.();
  };
  if (isExternal(link.to)) {
    return (
      <ExternalLink {...props} href={menuClickOut(link.to)} onClick={onClick}>
        {t(link.label)}
      </ExternalLink>
    );
  }
  // The page shown (one entry per menu, navigation.ts).
  return (
    <RouteLink {...props} aria-current={current ? "page" : undefined} to={href(link.to)} onClick={onClick}>
      {t(link.label)}
    </RouteLink>
  );
}
