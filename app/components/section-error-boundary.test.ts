import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { en } from "~/i18n/en";
import { I18nProvider } from "~/i18n/i18n-provider";
import type { Lang } from "~/i18n/lang";
import { sv } from "~/i18n/sv";
import { SectionErrorFallback } from "./section-error-boundary";

const fallback = (lang: Lang) =>
  renderToString(
    createElement(I18nProvider, {
      lang,
      texts: lang === "sv" ? sv : en,
      children: createElement(SectionErrorFallback, { name: "section.menu", onRetry: () => {} }),
    }),
  );

describe("section error fallback", () => {
  it("names the failed section in the page's language", () => {
    expect(fallback("sv")).toContain("Fel i Meny");
    expect(fallback("en")).toContain("Error in Menu");
    expect(fallback("en")).not.toContain("Meny");
  });
});
