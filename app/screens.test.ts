import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "./routes";
import { indexedScreenIds, screenIds, screenModule, screens, screenSeoData, visitedPaths } from "./screens";
import { sitemapEntries } from "./seo/sitemap.server";

const routeModules = new Set(Object.keys(import.meta.glob("./routes/*.tsx")).map((path) => path.replace(/^\.\//, "")));

function routeIds(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((entry) => [...(entry.id ? [entry.id] : []), ...routeIds(entry.children ?? [])]);
}

describe("the list of screens", () => {
  it("routes every screen in both languages to its own module", () => {
    const ids = new Set(routeIds(routes));
    for (const id of screenIds) {
      expect(ids, id).toContain(`sv/${id}`);
      expect(ids, id).toContain(`en/${id}`);
      expect(routeModules, id).toContain(screenModule(id));
    }
  });

  it("lists every indexed screen in the sitemap", () => {
    const listed = new Set(sitemapEntries([]).map((entry) => entry.path));
    for (const id of indexedScreenIds) expect(listed, id).toContain(screens[id].path);
  });

  it("has the tests and the bench visit every screen but form answers, mail links and the not-found page", () => {
    const unvisited = screenIds.filter((id) => visitedPaths(id).length === 0);
    expect(unvisited.sort()).toEqual(["newsletter", "newsletter-confirm", "newsletter-unsubscribe", "not-found"]);
    for (const id of screenIds.filter((id) => visitedPaths(id).length > 0)) {
      const pattern = new RegExp(`^${screens[id].path.replace(/:\w+/g, "[^/]+")}$`);
      for (const path of visitedPaths(id)) expect(path, id).toMatch(pattern);
    }
  });

  it("gives each breadcrumb parent as an indexed screen", () => {
    for (const id of indexedScreenIds) {
      const { parent } = screenSeoData(id);
      if (parent) expect(indexedScreenIds, `${id} → ${parent}`).toContain(parent);
    }
  });
});
