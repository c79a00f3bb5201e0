import type { FaqCategory, FaqEntry } from "~/content/faq";
import { useI18n } from "~/i18n/i18n-provider";
import { faqCategoryLabels } from "~/components/shell/faq-search";

/**
 * The help chat's FAQ as plain HTML, grouped by its categories: readable without scripts, by crawlers and in print.
 * The entries and the category order come from the loader: the FAQ module stays on the server, and the
 * list is render-only (app/routes/faq.tsx): the browser keeps it as the server wrote it.
 */
export function FaqList({ faq, categories }: { faq: FaqEntry[]; categories: readonly FaqCategory[] }) {
  const { t } = useI18n();
  return (
    <div className="mt-10 space-y-12">
      {categories.map((category) => {
        const entries = faq.filter((entry) => entry.category === category);
        if (entries.length === 0) return null;
        return (
          <section key={category} aria-labelledby={`faq-${category}`}>
            <h2 id={`faq-${category}`} className="font-serif text-3xl font-semibold text-forest-900">
              {t(faqCategoryLabels[category])}
            </h2>
            <dl className="mt-6 space-y-6">
              {entries.map((entry) => (
                <div key={entry.id} id={entry.id} className="scroll-mt-28 rounded-xl bg-white p-6 shadow-sm">
                  <dt className="text-lg font-semibold text-forest-800">{entry.question}</dt>
                  <dd className="mt-2 leading-relaxed">{entry.answer}</dd>
                </div>
              ))}
            </dl>
          </section>
        );
      })}
    </div>
  );
}
