import { JobsBoard } from "~/components/jobs/jobs-board";
import { PageHero } from "~/components/page-hero";
import { currentKey, openJobs } from "~/content-store/public.server";
import { jobLabels } from "~/content/jobs";
import { pageIntro } from "~/content/pages";
import { cloudflareContext } from "~/context";
import { countForm } from "~/statistics/forms.server";
import { pageFormKey } from "~/forms/form-key.server";
import { jobApplicationAction, jobApplicationConstraint } from "~/forms/job-application.server";
import { jobApplicationTexts } from "~/forms/job-application.texts";
import { requestLang } from "~/i18n/lang";
import { renderOnly } from "~/rendering/render-only";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/jobs";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const jobs = await openJobs(context, lang);
  const asked = new URL(request.url).searchParams.get("ansok");
  return {
    page: pageIntro("jobs", lang),
    seo: screenSeo(request, "jobs", { jobs }),
    // The tabs, the accordion and the form need each position's id and title.
    jobs: jobs.map(({ id, title }) => ({ id, title })),
    // Each position's text is a whole text region, rendered by the server and kept
    // (app/rendering/render-only.ts): as loader data it takes the page past the 26 KB budget
    // (docs/performance.md). The dates and figures are for search engines, in `seo`.
    positions: renderOnly(
      {
        positions: Object.fromEntries(
          jobs.map(({ id, extent, start, probation, location, description, tasks, requirements, offer }) => [
            id,
            { extent, start, probation, location, description, tasks, requirements, offer },
          ]),
        ),
        labels: jobLabels[lang],
      },
      request,
    ),
    listLabel: jobLabels[lang].tasks,
    texts: jobApplicationTexts(lang),
    formKey: await pageFormKey(context.get(cloudflareContext)),
    constraint: jobApplicationConstraint(),
    // ?ansok=<id>; an id from before staff changed the position's address opens its form all the same.
    applyFor: asked === null || jobs.some((job) => job.id === asked) ? asked : await currentKey(context, "job", asked),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const cloudflare = context.get(cloudflareContext);
  const answer = await jobApplicationAction(request, cloudflare, requestLang(request));
  countForm(cloudflare, "job-application", answer);
  return answer;
}

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  const { page, ...board } = loaderData;
  return (
    <PageHero page={page}>
      <div className="mt-10">
        <JobsBoard {...board} />
      </div>
    </PageHero>
  );
}
