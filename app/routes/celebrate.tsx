import { CelebrationsPage } from "~/components/celebrate/celebrations-page";
import { celebrationsFor, celebrationsPageTextsFor } from "~/content/celebrations";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/celebrate";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { page: pageIntro("celebrate", lang), seo: screenSeo(request, "celebrate"), celebrations: celebrationsFor(lang), texts: celebrationsPageTextsFor(lang) };
}

export default function CelebratePage({ loaderData }: Route.ComponentProps) {
  return <CelebrationsPage {...loaderData} />;
}
