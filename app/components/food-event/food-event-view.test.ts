import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { ContentData } from "~/content-store/data";
import { foodEventFromData, foodEventLabelsFor } from "~/content/food-events";
import { I18nProvider } from "~/i18n/i18n-provider";
import { sv } from "~/i18n/sv";
import { FoodEventView } from "./food-event-view";

/** The event page as the server renders it, for an event as staff enter it in the editor. */
function render(data: ContentData) {
  const event = foodEventFromData("julbord-2026", data, "sv");
  const view = createElement(FoodEventView, { event, price: "695:-", labels: foodEventLabelsFor("sv") });
  const router = createMemoryRouter([{ path: "/", element: createElement(I18nProvider, { lang: "sv", texts: sv, children: view }) }]);
  return renderToString(createElement(RouterProvider, { router }));
}

const julbord = {
  titleSv: "Julbord 2026",
  dateSv: "5–20 december",
  startDate: "2026-12-05",
  endDate: "2026-12-20",
  price: 695,
  descriptionSv: "Sill, skinka och allt som hör julen till.",
  includesSv: "Hela julbordet\nKaffe och godis",
};

describe("food event page", () => {
  it("leaves out the optional lists staff left empty, headings and all", () => {
    const html = render({ ...julbord, detailsSv: "", notesSv: "" });
    expect(html).toContain("Det här ingår");
    expect(html).toContain("Kaffe och godis");
    expect(html).not.toContain("Kvällen");
    expect(html).not.toContain("Bra att veta");
  });

  it("shows each list staff filled in under its heading", () => {
    const html = render({ ...julbord, detailsSv: "Buffé från 18.00", notesSv: "Boka senast 1 december" });
    expect(html).toContain("Kvällen");
    expect(html).toContain("Buffé från 18.00");
    expect(html).toContain("Bra att veta");
    expect(html).toContain("Boka senast 1 december");
  });
});
