import { describe, expect, it } from "vitest";
import { voucherUrl } from "~/site";
import { currentLink, desktopMenu, holdsCurrent, menu, mobileMenu, panelMenu, withOverview } from "./navigation";

describe("the site menu", () => {
  it("has the spec's top-level entries in order", () => {
    expect(menu.map((item) => item.id)).toEqual([
      "packages",
      "celebrate",
      "magic",
      "accommodation",
      "conference",
      "relax",
      "restaurant",
      "service",
      "contact",
    ]);
  });

  it("shows only the magic's sub-items 2, 3, 4 and 6 on desktop", () => {
    const magic = desktopMenu()[2];
    expect(magic?.id).toBe("magic");
    expect(magic?.items?.map((item) => item.id)).toEqual(["nature", "activities", "relax", "magazine"]);
  });

  it("on mobile hides service, drops accommodation's sub-list and keeps four magic items", () => {
    const mobile = mobileMenu();
    expect(mobile.some((item) => item.id === "service")).toBe(false);
    expect(mobile.find((item) => item.id === "accommodation")?.items).toBeUndefined();
    expect(mobile.find((item) => item.id === "magic")?.items?.map((item) => item.id)).toEqual([
      "spring",
      "nature",
      "activities",
      "magazine",
    ]);
  });

  it("sends gift cards to the external voucher page", () => {
    const contact = menu.find((item) => item.id === "contact");
    expect(contact?.items?.find((item) => item.id === "giftcards")?.to).toBe(voucherUrl);
  });

  it("lists the panel's entries for both widths: the phone rules below 768 px, the desktop's above", () => {
    const panel = panelMenu();
    expect(panel.find((item) => item.id === "service")?.width).toBe("tablet");
    expect(panel.find((item) => item.id === "packages")?.width).toBe("both");
    const magic = panel.find((item) => item.id === "magic")?.items?.map((item) => [item.id, item.width]);
    expect(magic).toEqual([
      ["spring", "phone"],
      ["nature", "both"],
      ["activities", "both"],
      ["relax", "tablet"],
      ["magazine", "both"],
    ]);
  });

  it("leads an expanding entry's list with its own page wherever no sub-item is it", () => {
    const panel = panelMenu();
    const list = (id: string) => withOverview(panel.find((item) => item.id === id)!).map((sub) => [sub.id, sub.to, sub.width]);
    // The magic's "about the spring" is its page on phones only, so tablets get the overview.
    expect(list("magic")[0]).toEqual(["magic-overview", "/magic", "tablet"]);
    expect(list("magic")[1]).toEqual(["spring", "/magic", "phone"]);
    // No relax sub-item is /relax itself (only its sections): the overview at every width.
    expect(list("relax")[0]).toEqual(["relax-overview", "/relax", "both"]);
    // The restaurant's "taste of Norrland" is /restaurant at both widths: no overview.
    expect(list("restaurant").map(([id]) => id)).toEqual(["norrland", "weekly-menu"]);
  });
});

describe("the entry marked as the page shown", () => {
  it("is one entry per menu: on /relax the top-level Relax, not the magic's Relax nor its sections", () => {
    for (const items of [desktopMenu(), mobileMenu(), panelMenu()]) {
      const current = currentLink(items, "/relax");
      expect(current?.label).toBe("nav.relax");
      expect(items.find((item) => item.id === "relax")).toBe(current);
      expect(items.filter((item) => holdsCurrent(item, current)).map((item) => item.id)).toEqual(["relax"]);
    }
  });

  it("is the sub-entry when no top-level entry leads there, its section underlined", () => {
    const items = desktopMenu();
    const current = currentLink(items, "/weekly-menu");
    expect(current?.id).toBe("weekly-menu");
    expect(items.filter((item) => holdsCurrent(item, current)).map((item) => item.id)).toEqual(["restaurant"]);
    expect(currentLink(items, "/Nature")?.id).toBe("nature");
  });

  it("is nothing on a page the menu does not list, and never a section's link", () => {
    expect(currentLink(desktopMenu(), "/tillganglighet")).toBeUndefined();
    expect(currentLink([{ id: "x", label: "nav.relax", to: "/relax#spakit" }], "/relax")).toBeUndefined();
  });
});
