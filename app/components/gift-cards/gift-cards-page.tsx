import { Check, Gift } from "lucide-react";
import { ExternalLink } from "~/components/external-link";
import { PageHero } from "~/components/page-hero";
import { ResponsiveImage } from "~/components/responsive-image";
import { buttonVariants } from "~/components/ui/button";
import type { GiftCardPageTexts, GiftCardTier } from "~/content/gift-cards";
import type { PageIntro } from "~/content/pages";
import { SectionHeading } from "~/components/section-heading";
import { CheckList } from "~/components/check-list";
import { voucherUrl } from "~/site";

/**
 * /presentkort: three tiers and a free amount, how it works, good to know. Every buy button opens
 * the voucher shop in a new tab, as the menu's "Presentkort" does: SPEC §2 sends them to the booking
 * inquiry, whose form asks for dates and guests a gift card has not (issue 30), and §9 has the card
 * paid online and sent by e-mail, which the shop does.
 */
export function GiftCardsPage({ page, tiers, texts }: { page: PageIntro; tiers: GiftCardTier[]; texts: GiftCardPageTexts }) {
  const buy = voucherUrl;
  return (
    <>
      <PageHero page={page} />

      <section aria-labelledby="tiers-heading" className="mx-auto max-w-6xl px-4 pb-16">
        <SectionHeading id="tiers-heading" lead={texts.tiersLead}>
          {texts.tiersHeading}
        </SectionHeading>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {tiers.map((tier) => (
            <li
              key={tier.id}
              data-testid={tier.id}
              className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-forest-100"
            >
              <GiftCardTierCard tier={tier} texts={texts} />
            </li>
          ))}
        </ul>

        <div className="mt-8 flex flex-col gap-4 rounded-xl bg-forest-800 p-6 text-white md:flex-row md:items-center md:justify-between">
          <div className="flex gap-4">
            <Gift aria-hidden className="size-8 shrink-0 text-forest-100" />
            <div>
              <h3 className="font-serif text-xl font-semibold">{texts.freeAmount.heading}</h3>
              <p className="mt-1 text-forest-50">{texts.freeAmount.text}</p>
            </div>
          </div>
          <ExternalLink href={buy} className={buttonVariants({ variant: "light", size: "md", className: "shrink-0" })}>
            {texts.freeAmount.cta}
          </ExternalLink>
        </div>
      </section>

      <section aria-labelledby="steps-heading" className="bg-white px-4 py-16">
        <div className="mx-auto max-w-6xl">
          <SectionHeading id="steps-heading">{texts.stepsHeading}</SectionHeading>
          <ol className="mt-8 grid gap-6 md:grid-cols-4">
            {texts.steps.map((step, i) => (
              <li key={step.title} className="rounded-xl bg-birch p-5">
                <span
                  aria-hidden
                  className="inline-flex size-10 items-center justify-center rounded-full bg-forest-700 font-semibold text-white"
                >
                  {i + 1}
                </span>
                <h3 className="mt-3 font-semibold text-forest-900">{step.title}</h3>
                <p className="mt-1 text-muted">{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="good-to-know-heading" className="px-4 py-16">
        <div className="mx-auto max-w-3xl">
          <SectionHeading id="good-to-know-heading">{texts.goodToKnowHeading}</SectionHeading>
          <ul className="mt-6 space-y-3">
            {texts.goodToKnow.map((item) => (
              <li key={item} className="flex gap-3 text-lg">
                <Check aria-hidden className="mt-1.5 size-5 shrink-0 text-forest-700" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}

/** A tier's picture, amount, texts, examples and buy button: the page's card, and the staff preview's. */
export function GiftCardTierCard({ tier, texts }: { tier: GiftCardTier; texts: Pick<GiftCardPageTexts, "examplesLabel" | "buy"> }) {
  const buy = voucherUrl;
  return (
    <>
      <ResponsiveImage
        image={tier.image}
        alt={tier.imageAlt}
        sizes="(min-width: 1152px) 370px, (min-width: 768px) 33vw, 100vw"
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="font-serif text-4xl font-semibold text-forest-800">{tier.valueLabel}</p>
        <h3 className="mt-2 font-serif text-xl font-semibold text-forest-900">{tier.title}</h3>
        <p className="mt-2 text-muted">{tier.description}</p>
        <p className="mt-4 text-sm font-semibold text-muted">{texts.examplesLabel}</p>
        <CheckList items={tier.includes} className="mt-2" />
        <div className="mt-auto pt-6">
          <ExternalLink href={buy} className={buttonVariants({ variant: "accent", size: "md" })}>
            {texts.buy}
            <span className="sr-only"> – {tier.valueLabel}</span>
          </ExternalLink>
        </div>
      </div>
    </>
  );
}
