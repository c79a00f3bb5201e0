import { CelebrationsPage } from "~/components/celebrate/celebrations-page";
import { pageMeta } from "~/components/page-meta";
import { celebrationsFor, celebrationsPageTextsFor } from "~/content/celebrations";
import { pageIntro } from "~/content/pages";
import { requestLang } from "~/i18n/lang";
import type { Route } from "./+types/celebrate";

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData?.page);

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  return { page: pageIntro("celebrate", lang), celebrations: celebrationsFor(lang), texts: celebrationsPageTextsFor(lang) };
}

export default function CelebratePage({ loaderData }: Route.ComponentProps) {
  return <CelebrationsPage {...loaderData} />;
}
