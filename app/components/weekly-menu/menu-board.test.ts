import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, it, expect } from "vitest";
import { menuCategories, menusFor } from "~/content/menus";
import { MenuBoard } from "./menu-board";

/** The board as the server renders it. */
const board = (menus: ReturnType<typeof menusFor>, defaultCategory?: (typeof menuCategories)[number]) =>
  createElement(MenuBoard, { menus, defaultCategory });

/** The panel a visitor sees for one category, rendered as the server sends it. */
const render =
  (...args: Parameters<typeof menusFor>) =>
  (category: (typeof menuCategories)[number]) =>
    renderToString(board(menusFor(...args), category));

describe("menu board", () => {
  it("shows the specification's empty-state text for each empty category", () => {
    const sv = render("sv", []);
    expect(sv("lunch")).toContain("Veckans lunchmeny uppdateras snart. Håll utkik!");
    expect(sv("weekend")).toContain("Ingen helgmeny tillgänglig för denna vecka.");
    expect(sv("breakfast")).toContain("Inga måltider tillgängliga i denna kategori.");
    expect(sv("bar")).toContain("Inga måltider tillgängliga i denna kategori.");
    const en = render("en", []);
    expect(en("lunch")).toContain("This week’s lunch menu will be updated soon. Watch this space!");
    expect(en("weekend")).toContain("No weekend menu is available for this week.");
    expect(en("bar")).toContain("No meals are available in this category.");
  });

  it("shows dishes and prices, not the empty text, for the shipped menus", () => {
    const sv = render("sv");
    for (const category of menuCategories) expect(sv(category)).not.toContain('role="status"');
    expect(sv("lunch")).toContain("Lunch 220:- inklusive salladsbuffé");
    expect(sv("lunch")).toContain("Kalops på högrev");
    expect(sv("lunch")).not.toContain("Dagens husman"); // lunch lists dishes by description only
    expect(sv("breakfast")).toContain("185:-");
    expect(sv("breakfast")).toContain("285:-");
    expect(sv("weekend")).toContain("345:-");
    expect(sv("weekend")).toContain("Vecka 24–25");
    expect(sv("weekend")).toContain("Tvårättersmiddag serveras varje fredag och lördag.");
    for (const price of ["195:-", "125:-", "155:-"]) expect(sv("bar")).toContain(price);
    expect(render("en")("bar")).toContain("155\u00a0SEK");
  });

  it("opens on lunch, with the other categories in the HTML, hidden until found", () => {
    const html = renderToString(board(menusFor("sv")));
    // One part per category, each starting at its <hidden-until-found> tag.
    const panels = html.split("<hidden-until-found").slice(1);
    expect(panels).toHaveLength(4);
    const [lunch, breakfast, weekend, bar] = panels as [string, string, string, string];
    expect(lunch).toContain("Kalops på högrev");
    expect(lunch.slice(0, lunch.indexOf(">"))).not.toContain("hidden");
    for (const [panel, text] of [
      [breakfast, "185:-"],
      [weekend, "345:-"],
      [bar, "Nachos"],
    ] as const) {
      expect(panel).toContain(text);
      expect(panel.slice(0, panel.indexOf(">"))).toContain('hidden="until-found"');
    }
  });
});
