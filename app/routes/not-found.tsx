import { data } from "react-router";
import { RouteLink } from "~/components/route-link";
import { buttonVariants } from "~/components/ui/button";
import { pageIntro } from "~/content/pages";
import { useI18n } from "~/i18n/i18n-provider";
import { requestLang } from "~/i18n/lang";
import { unlistedSeo } from "~/seo/seo.server";
import type { Route } from "./+types/not-found";
import { logEvent, referrerHost } from "~/server/log-event.server";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  // Logged so that broken inbound links show up in the Worker's logs: the path and the referring
  // site's host only, since a referrer's path and query can carry a person's data (issue 29).
  logEvent("not_found", { path: url.pathname, referrerHost: referrerHost(request) });
  const page = pageIntro("not-found", requestLang(request));
  return data({ page, seo: unlistedSeo(page.title, page.description) }, { status: 404 });
}

export default function NotFoundPage({ loaderData }: Route.ComponentProps) {
  const { t, href } = useI18n();
  const { page } = loaderData;
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center px-4 pt-[70px] text-center">
      <p className="font-serif text-7xl font-semibold text-forest-700">{t("notFound.code")}</p>
      <h1 className="mt-4 text-2xl font-semibold">{page.heading}</h1>
      {page.intro.map((paragraph) => (
        <p key={paragraph} className="mt-3 text-muted">
          {paragraph}
        </p>
      ))}
      <RouteLink to={href("/")} className={`${buttonVariants()} mt-6`}>
        {t("notFound.home")}
      </RouteLink>
    </section>
  );
}
