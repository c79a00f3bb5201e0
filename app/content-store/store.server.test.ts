import { parseWithZod } from "@conform-to/zod/v4";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { menusFor } from "~/content/menus";
import { getDb } from "~/db/client.server";
import { contentSchema, dataOf, missingEnglish, swedishOnlyConsent } from "./kinds";
import { publishItem, readHistory, readItem, readTagVersions, restoreVersion } from "./store.server";
import { currentWeek, weekKey } from "./week";
import { contentVersionsForCache, forgetContentVersion, VERSION_FRESH_MS } from "./content-version.server";

const db = getDb(env.DB);
const days = ["monday", "tuesday", "wednesday", "thursday", "friday"];
const menu = (dish: string) => ({ price: 230, ...Object.fromEntries(days.map((day) => [`${day}Sv`, `${dish} (${day})`])) });

describe("the content store", () => {
  it("holds this week's lunch from app/content/ after the migration, as the page showed it before", async () => {
    const item = await readItem(db, "weekly-menu", weekKey(currentWeek()));
    expect(item?.version).toBe(1);
    const before = menusFor("sv");
    const after = menusFor("sv", undefined, { week: currentWeek().week, data: item!.data });
    // The weekend tab shows its items only in their weeks (24–25): the lunch is what this test is about.
    const notWeekend = (menus: typeof before) => menus.sections.filter((section) => section.id !== "weekend");
    expect(notWeekend(after)).toEqual(notWeekend(before));
    expect(after.lunchInfo).toBe(before.lunchInfo);
    expect(menusFor("en", undefined, { week: 24, data: item!.data }).sections).toEqual(menusFor("en").sections);
    expect(missingEnglish("weekly-menu", item!.data)).toEqual([]);
  });

  it("refuses a save that names an older version, and keeps the first one", async () => {
    const key = "2031-W10";
    expect(await publishItem(db, { kind: "weekly-menu", key, expectedVersion: 0, data: menu("Kalops"), who: "anna@hotellet.se" })).toEqual({
      saved: true,
      version: 1,
    });
    // Two staff opened version 1; the first publishes, the second is refused.
    expect(await publishItem(db, { kind: "weekly-menu", key, expectedVersion: 1, data: menu("Palt"), who: "lösenord" })).toEqual({
      saved: true,
      version: 2,
    });
    expect(
      await publishItem(db, { kind: "weekly-menu", key, expectedVersion: 1, data: menu("Strömming"), who: "anna@hotellet.se" }),
    ).toEqual({ saved: false, current: 2 });
    // A second "new" item with the same key is refused too.
    expect(await publishItem(db, { kind: "weekly-menu", key, expectedVersion: 0, data: menu("Strömming"), who: "x" })).toEqual({
      saved: false,
      current: 2,
    });
    expect((await readItem(db, "weekly-menu", key))?.data.mondaySv).toBe("Palt (monday)");
    const history = await readHistory(db, "weekly-menu", key);
    expect(history.map((entry) => [entry.version, entry.who])).toEqual([
      [2, "lösenord"],
      [1, "anna@hotellet.se"],
    ]);
    expect(history[0]!.before?.mondaySv).toBe("Kalops (monday)");
    expect(history[0]!.after.mondaySv).toBe("Palt (monday)");
  });

  it("restores an earlier version as a new one, and raises its tag's version with each publish, no other tag's", async () => {
    const key = "2031-W11";
    const start = await readTagVersions(db);
    await publishItem(db, { kind: "weekly-menu", key, expectedVersion: 0, data: menu("Kalops"), who: "a" });
    await publishItem(db, { kind: "weekly-menu", key, expectedVersion: 1, data: menu("Palt"), who: "a" });
    const first = (await readHistory(db, "weekly-menu", key)).find((entry) => entry.version === 1)!;
    expect(await restoreVersion(db, { kind: "weekly-menu", key, historyId: first.id, expectedVersion: 1, who: "b" })).toEqual({
      saved: false,
      current: 2,
    });
    expect(await restoreVersion(db, { kind: "weekly-menu", key, historyId: first.id, expectedVersion: 2, who: "b" })).toEqual({
      saved: true,
      version: 3,
    });
    expect((await readItem(db, "weekly-menu", key))?.data.mondaySv).toBe("Kalops (monday)");
    const after = await readTagVersions(db);
    expect(after.menus).toBeGreaterThan(start.menus);
    expect({ ...after, menus: 0 }).toEqual({ ...start, menus: 0 });
  });

  it("gives the page cache's key a new version at once in this isolate after a change, in others within 30 s", async () => {
    const now = Date.now();
    const before = await contentVersionsForCache(env, now);
    await publishItem(db, { kind: "weekly-menu", key: "2031-W12", expectedVersion: 0, data: menu("Palt"), who: "a" });
    // Without the announcement the isolate keeps its versions until they are stale.
    expect(await contentVersionsForCache(env, now + 1)).toEqual(before);
    const stale = await contentVersionsForCache(env, now + VERSION_FRESH_MS);
    expect(stale.menus).toBeGreaterThan(before.menus);
    await publishItem(db, { kind: "weekly-menu", key: "2031-W13", expectedVersion: 0, data: menu("Palt"), who: "a" });
    forgetContentVersion();
    expect((await contentVersionsForCache(env, now + VERSION_FRESH_MS + 1)).menus).toBeGreaterThan(stale.menus);
  });
});

describe("the editor's validation", () => {
  const form = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries({ version: "0", intent: "publish", ...fields })) data.set(name, value);
    return parseWithZod(data, { schema: contentSchema("weekly-menu") });
  };

  it("requires the Swedish text and a price, and leaves English optional", () => {
    const result = form({ price: "-5", mondaySv: "Kalops", tuesdaySv: "  " });
    expect(result.status).toBe("error");
    const error = result.reply().error!;
    expect(error.price).toEqual(["Skriv ett helt antal kronor (0 eller mer)."]);
    expect(error.tuesdaySv).toEqual(["Fyll i fältet."]);
    expect(error.mondaySv).toBeUndefined();
    expect(error.mondayEn).toBeUndefined();
    const ok = form({ price: "220", ...Object.fromEntries(days.map((day) => [`${day}Sv`, "Palt"])) });
    expect(ok.status).toBe("success");
    expect(missingEnglish("weekly-menu", ok.status === "success" ? (ok.value as Record<string, string>) : {})).toContain(
      "Måndag: dagens rätt",
    );
  });
});

describe("a menu item's weeks", () => {
  it("must name week numbers, since the page shows the item only in those weeks", () => {
    const item = (weeksSv: string) => {
      const data = new FormData();
      for (const [name, value] of Object.entries({
        version: "0",
        intent: "publish",
        category: "weekend",
        headingSv: "Helgbuffé",
        dish1NameSv: "Buffé",
        weeksSv,
      }))
        data.set(name, value);
      return parseWithZod(data, { schema: contentSchema("menu-item") });
    };
    const refused = item("Hela sommaren");
    expect(refused.status).toBe("error");
    expect(refused.reply().error?.weeksSv).toEqual(["Skriv veckonumren, t.ex. Vecka 24–25 eller Vecka 24, 26."]);
    expect(item("Vecka 24–25").status).toBe("success");
    expect(item("").status).toBe("success");
  });
});

describe("the editor's date rules", () => {
  it("refuses a last day before the first, on the last day's field", () => {
    const data = new FormData();
    for (const [name, value] of Object.entries({
      version: "1",
      intent: "publish",
      textSv: "Stängt",
      placement: "ticker",
      startDate: "2026-12-21",
      endDate: "2026-12-20",
    }))
      data.set(name, value);
    const result = parseWithZod(data, { schema: contentSchema("notice") });
    expect(result.status).toBe("error");
    expect(result.reply().error?.endDate).toEqual(["Datumet kan inte vara före det första datumet."]);
    data.set("endDate", "2026-12-21");
    expect(parseWithZod(data, { schema: contentSchema("notice") }).status).toBe("success");
  });
});

describe("the notice editor", () => {
  const banner = () => {
    const data = new FormData();
    for (const [name, value] of Object.entries({
      version: "1",
      intent: "publish",
      textSv: "Köket är stängt",
      placement: "banderoll",
      startDate: "2026-12-21",
      endDate: "2026-12-26",
    }))
      data.set(name, value);
    return data;
  };

  it("warns before a banner without English goes on every English page, until staff say it is meant", () => {
    const data = banner();
    const refused = parseWithZod(data, { schema: contentSchema("notice") });
    expect(refused.status).toBe("error");
    expect(refused.reply().error?.textEn?.[0]).toMatch(/engelska besökare den svenska/);
    data.set(swedishOnlyConsent, "ja");
    const meant = parseWithZod(data, { schema: contentSchema("notice") });
    expect(meant.status).toBe("success");
    // The box is the editor's question, never part of the notice.
    expect(dataOf("notice", meant.status === "success" ? (meant.value as Record<string, unknown>) : {})).not.toHaveProperty(
      swedishOnlyConsent,
    );
  });

  it("takes a banner with English, a ticker offer without, and a link to a food event's page", () => {
    const data = banner();
    data.set("textEn", "The kitchen is closed");
    data.set("link", "/food-event/julbord-2026");
    expect(parseWithZod(data, { schema: contentSchema("notice") }).status).toBe("success");
    data.set("link", "https://evil.example/");
    expect(parseWithZod(data, { schema: contentSchema("notice") }).status).toBe("error");
    const ticker = banner();
    ticker.set("placement", "ticker");
    expect(parseWithZod(ticker, { schema: contentSchema("notice") }).status).toBe("success");
  });
});
