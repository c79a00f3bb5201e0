import { useActionData } from "react-router";
import { RouteLink } from "~/components/route-link";
import { buttonVariants } from "~/components/ui/button";
import { cloudflareContext } from "~/context";
import { countForm } from "~/statistics/forms.server";
import { newsletterAction } from "~/forms/newsletter.server";
import type { FormActionData } from "~/forms/results";
import { useI18n } from "~/i18n/i18n-provider";
import { requestLang } from "~/i18n/lang";
import { unlistedSeo } from "~/seo/seo.server";
import { hotel } from "~/site";
import type { Route } from "./+types/newsletter";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const title = requestLang(request) === "sv" ? "Nyhetsbrev" : "Newsletter";
  return { seo: unlistedSeo(`${title} | ${hotel.shortName}`) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const cloudflare = context.get(cloudflareContext);
  const answer = await newsletterAction(request, cloudflare, requestLang(request));
  countForm(cloudflare, "newsletter", answer);
  return answer;
}

/** Where the newsletter forms land without JavaScript: the answer, and the form again. */
export default function NewsletterPage() {
  const answer = useActionData<FormActionData>();
  const { t, href } = useI18n();
  const message =
    answer?.outcome === "success"
      ? answer.notice
        ? t(`form.notice.${answer.notice}`)
        : `${t("newsletter.success")} ${t("newsletter.confirmHint")}`
      : answer?.outcome === "duplicate"
        ? t("newsletter.duplicate")
        : answer?.outcome === "invalid"
          ? t("newsletter.invalid")
          : answer?.notice
            ? t(`form.notice.${answer.notice}`)
            : answer
              ? t("newsletter.error")
              : null;
  return (
    <section className="mx-auto max-w-xl px-4 pt-[calc(70px+4rem)] pb-20">
      <h1 className="font-serif text-4xl font-semibold">{t("newsletter.page.title")}</h1>
      {message && (
        <p role={answer?.outcome === "success" ? "status" : "alert"} className="mt-6 text-lg font-medium">
          {message}
        </p>
      )}
      {/* The sign-up form itself is the footer's, below. */}
      <p className="mt-6 text-muted">{t("footer.newsletter.text")}</p>
      <RouteLink to={href("/")} className={`${buttonVariants({ variant: "outline" })} mt-8`}>
        {t("notFound.home")}
      </RouteLink>
    </section>
  );
}
