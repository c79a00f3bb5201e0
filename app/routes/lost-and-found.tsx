import { LostAndFoundForm } from "~/components/lost-and-found/lost-and-found-form";
import { PageHero } from "~/components/page-hero";
import { PolicySectionView } from "~/components/policies/policy-blocks";
import { openingHours } from "~/content-store/public.server";
import { lostAndFoundInfoFor } from "~/content/lost-and-found";
import { pageIntro } from "~/content/pages";
import { cloudflareContext } from "~/context";
import { countForm } from "~/statistics/forms.server";
import { todayInSweden } from "~/forms/dates";
import { pageFormKey } from "~/forms/form-key.server";
import { lostAndFoundAction, lostAndFoundConstraint } from "~/forms/lost-and-found.server";
import { lostAndFoundTexts } from "~/forms/lost-and-found.texts";
import { requestLang } from "~/i18n/lang";
import { screenSeo } from "~/seo/seo.server";
import type { Route } from "./+types/lost-and-found";

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.seo.meta ?? [];

export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const [{ hours }, formKey] = await Promise.all([openingHours(context, lang), pageFormKey(context.get(cloudflareContext))]);
  return {
    page: pageIntro("lost-and-found", lang, hours),
    seo: screenSeo(request, "lost-and-found"),
    info: lostAndFoundInfoFor(lang, hours),
    texts: lostAndFoundTexts(lang),
    formKey,
    constraint: lostAndFoundConstraint(),
    today: todayInSweden(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const cloudflare = context.get(cloudflareContext);
  const answer = await lostAndFoundAction(request, cloudflare, requestLang(request));
  countForm(cloudflare, "lost-and-found", answer);
  return answer;
}

export default function LostAndFoundPage({ loaderData }: Route.ComponentProps) {
  const { page, info, texts, formKey, constraint, today } = loaderData;
  return (
    <PageHero page={page}>
      <div className="mt-10 grid gap-12 lg:grid-cols-[1fr_1.4fr]">
        <div className="space-y-8">
          {info.map((section) => (
            <PolicySectionView key={section.id} section={section} level={2} />
          ))}
        </div>
        <section aria-labelledby="lost-found-form-title">
          <h2 id="lost-found-form-title" className="mb-6 font-serif text-2xl font-semibold">
            {texts.formTitle}
          </h2>
          <LostAndFoundForm texts={texts} formKey={formKey} constraint={constraint} today={today} />
        </section>
      </div>
    </PageHero>
  );
}
