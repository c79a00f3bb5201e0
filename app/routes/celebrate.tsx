import { CelebrationsPage } from "~/components/celebrate/celebrations-page";
import { celebrationsFor, celebrationsPageTextsFor } from "~/content/celebrations";
import { pageIntro } from "~/content/pages";
import { ServerRendered } from "~/rendering/server-rendered";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/rendering/render-only";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/celebrate";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  // Text and links only: rendered by the server, kept by the browser (app/rendering/render-only.ts).
  return {
    seo: screenSeo(request, "celebrate"),
    content: renderOnly(
      { page: pageIntro("celebrate", lang), celebrations: celebrationsFor(lang), texts: celebrationsPageTextsFor(lang) },
      request,
    ),
  };
}

export default function CelebratePage({ loaderData }: Route.ComponentProps) {
  return <ServerRendered data={loaderData.content}>{(content) => <CelebrationsPage {...content} />}</ServerRendered>;
}
