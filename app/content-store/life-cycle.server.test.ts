import { env } from "cloudflare:workers";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { cloudflareContext } from "~/context";
import { getDb } from "~/db/client.server";
import { foodEventContent, showingNotices, upcomingFoodEvents } from "./public.server";
import {
  discardDraft,
  publishItem,
  readContent,
  readDrafts,
  readHistory,
  readItem,
  restoreVersion,
  readTagVersions,
  saveDraft,
  setVisibility,
} from "./store.server";

const db = getDb(env.DB);
const context = new RouterContextProvider();
context.set(cloudflareContext, { env, ctx: {} as ExecutionContext, requestId: "t", cspNonce: "" });

const notice = (text: string) => ({ textSv: text, placement: "banderoll", startDate: "2026-01-01", endDate: "2099-12-31" });

describe("an item's life cycle (issue 34)", () => {
  it("hides an item from every page, keeps it for staff, and shows it again when published", async () => {
    const { data } = (await readItem(db, "food-event", "kraftskiva"))!;
    await publishItem(db, {
      kind: "food-event",
      key: "vinprovning-2031",
      expectedVersion: 0,
      data: { ...data, titleSv: "Vinprovning" },
      who: "Anna",
    });
    expect(
      await setVisibility(db, { kind: "food-event", key: "vinprovning-2031", expectedVersion: 1, visibility: "hidden", who: "Anna" }),
    ).toEqual({ saved: true, version: 2 });

    expect((await upcomingFoodEvents(context, "sv")).map((event) => event.id)).not.toContain("vinprovning-2031");
    expect(await foodEventContent(context, "vinprovning-2031", "sv")).toBeUndefined();
    expect(await readItem(db, "food-event", "vinprovning-2031")).toBeUndefined();
    expect((await readItem(db, "food-event", "vinprovning-2031", { includeHidden: true }))?.visibility).toBe("hidden");
    const [hidden] = await readHistory(db, "food-event", "vinprovning-2031");
    expect([hidden?.version, hidden?.change, hidden?.who]).toEqual([2, "hidden", "Anna"]);

    // A colleague's editor still on version 1 is refused instead of showing the item again unseen.
    expect(await publishItem(db, { kind: "food-event", key: "vinprovning-2031", expectedVersion: 1, data, who: "Erik" })).toEqual({
      saved: false,
      current: 2,
    });
    expect(
      await publishItem(db, {
        kind: "food-event",
        key: "vinprovning-2031",
        expectedVersion: 2,
        data: { ...data, titleSv: "Vinprovning" },
        who: "Erik",
      }),
    ).toEqual({ saved: true, version: 3 });
    expect((await upcomingFoodEvents(context, "sv")).map((event) => event.id)).toContain("vinprovning-2031");
  });

  it("removes an item, keeps its history, and brings it back by restoring a version", async () => {
    await publishItem(db, { kind: "notice", key: "fel-notis", expectedVersion: 0, data: notice("Fel text"), who: "Anna" });
    // Removing is a change of the notices' version, so every cached page with notices is made anew.
    const before = (await readTagVersions(db)).notices;
    await setVisibility(db, { kind: "notice", key: "fel-notis", expectedVersion: 1, visibility: "removed", who: "Anna" });
    expect((await readTagVersions(db)).notices).toBeGreaterThan(before);
    expect((await showingNotices(context, "sv")).banners.map((banner) => banner.text)).not.toContain("Fel text");
    const staffList = await readContent(db, { kinds: ["notice"], includeHidden: true });
    expect(staffList.find((item) => item.key === "fel-notis")?.visibility).toBe("removed");

    const first = (await readHistory(db, "notice", "fel-notis")).find((entry) => entry.version === 1)!;
    expect(await restoreVersion(db, { kind: "notice", key: "fel-notis", historyId: first.id, expectedVersion: 2, who: "Erik" })).toEqual({
      saved: true,
      version: 3,
    });
    expect((await readItem(db, "notice", "fel-notis"))?.visibility).toBe("visible");
  });

  it("keeps a draft apart from what guests see until it is published, then lets it go", async () => {
    await publishItem(db, { kind: "notice", key: "utkast-notis", expectedVersion: 0, data: notice("Publicerad text"), who: "Anna" });
    const before = await readTagVersions(db);
    await saveDraft(db, { kind: "notice", key: "utkast-notis", baseVersion: 1, data: { textSv: "Halvfärdig" }, who: "Anna" });
    await saveDraft(db, { kind: "notice", key: "utkast-notis", baseVersion: 1, data: { textSv: "Nästan klar" }, who: "Erik" });
    expect(await readTagVersions(db)).toEqual(before);
    expect((await readItem(db, "notice", "utkast-notis"))?.data.textSv).toBe("Publicerad text");
    const [draft] = await readDrafts(db, { kinds: ["notice"], key: "utkast-notis" });
    expect([draft?.data.textSv, draft?.savedBy, draft?.baseVersion]).toEqual(["Nästan klar", "Erik", 1]);

    // A refused publish leaves the draft; a successful one replaces it.
    await publishItem(db, { kind: "notice", key: "utkast-notis", expectedVersion: 0, data: notice("Klar"), who: "Erik" });
    expect(await readDrafts(db, { kinds: ["notice"], key: "utkast-notis" })).toHaveLength(1);
    await publishItem(db, { kind: "notice", key: "utkast-notis", expectedVersion: 1, data: notice("Klar"), who: "Erik" });
    expect(await readDrafts(db, { kinds: ["notice"], key: "utkast-notis" })).toEqual([]);

    await saveDraft(db, { kind: "notice", key: "ny-notis", baseVersion: 0, data: { textSv: "Ny" }, who: "Anna" });
    await discardDraft(db, "notice", "ny-notis");
    expect(await readDrafts(db, { kinds: ["notice"], key: "ny-notis" })).toEqual([]);
  });
});
