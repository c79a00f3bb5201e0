import { env } from "cloudflare:workers";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { cloudflareContext } from "~/context";
import { getDb } from "~/db/client.server";
import { loader as foodEventLoader } from "~/routes/food-event";
import { editContent, loadEditor, loadHistory, loadOverview } from "./editor.server";
import { currentKey, foodEventContent, movedPage } from "./public.server";
import { movedTo, publishItem, readDrafts, readHistory, readItem, renameItem, saveDraft } from "./store.server";

const db = getDb(env.DB);
const context = new RouterContextProvider();
context.set(cloudflareContext, {
  env,
  ctx: { waitUntil() {} } as unknown as ExecutionContext,
  requestId: "t",
  cspNonce: "",
  staff: { name: "Anna Berg", via: "password" },
});

/** A food event of the test's own, published twice (so it has a history to follow). */
async function event(key: string, title = "Vinprovning") {
  const { data } = (await readItem(db, "food-event", "kraftskiva"))!;
  await publishItem(db, { kind: "food-event", key, expectedVersion: 0, data: { ...data, titleSv: title }, who: "Anna" });
  await publishItem(db, { kind: "food-event", key, expectedVersion: 1, data: { ...data, titleSv: `${title}!` }, who: "Erik" });
  return data;
}

const contentVersion = async () =>
  (await env.DB.prepare("SELECT version FROM content_version WHERE id = 1").first<{ version: number }>())!.version;

/** What the editor's action answers: a thrown redirect, or the refusal it returns. */
async function post(key: string, fields: Record<string, string>) {
  const request = new Request(`https://hotel.test/staff/content/food-event/${key}`, { method: "POST", body: new URLSearchParams(fields) });
  try {
    const answer = (await editContent(request, context, { kind: "food-event", key })) as unknown as {
      data: { address?: { message: string } };
      init: ResponseInit;
    };
    return { status: answer.init.status, message: answer.data.address?.message };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("Location") };
    throw thrown;
  }
}

describe("changing an item's address (issue 34)", () => {
  it("moves the item, its history and its draft, and the old page redirects in both languages", async () => {
    await event("vinkvall-2031");
    await saveDraft(db, { kind: "food-event", key: "vinkvall-2031", baseVersion: 2, data: { titleSv: "Utkast" }, who: "Erik" });
    const before = await contentVersion();

    expect(
      await renameItem(db, { kind: "food-event", key: "vinkvall-2031", newKey: "vinprovning-2031", expectedVersion: 2, who: "Anna" }),
    ).toEqual({
      renamed: true,
      version: 3,
    });

    expect(await readItem(db, "food-event", "vinkvall-2031", { includeHidden: true })).toBeUndefined();
    expect((await readItem(db, "food-event", "vinprovning-2031"))?.data.titleSv).toBe("Vinprovning!");
    const history = await readHistory(db, "food-event", "vinprovning-2031");
    expect(history.map((entry) => [entry.version, entry.who, entry.change, entry.renamedFrom])).toEqual([
      [3, "Anna", "renamed", "vinkvall-2031"],
      [2, "Erik", null, null],
      [1, "Anna", null, null],
    ]);
    expect(await readHistory(db, "food-event", "vinkvall-2031")).toEqual([]);
    expect((await readDrafts(db, { kinds: ["food-event"], key: "vinprovning-2031" }))[0]?.data.titleSv).toBe("Utkast");
    expect(await contentVersion()).toBe(before + 1);

    expect(await foodEventContent(context, "vinkvall-2031", "sv")).toBeUndefined();
    expect(await movedPage(context, "food-event", "vinkvall-2031", "sv")).toBe("/food-event/vinprovning-2031");
    expect(await movedPage(context, "food-event", "vinkvall-2031", "en")).toBe("/en/food-event/vinprovning-2031");
    expect(await movedPage(context, "food-event", "finns-inte", "sv")).toBeNull();
    for (const [url, location] of [
      ["https://hotel.test/food-event/vinkvall-2031", "/food-event/vinprovning-2031"],
      ["https://hotel.test/en/food-event/vinkvall-2031", "/en/food-event/vinprovning-2031"],
    ] as const) {
      const thrown = await foodEventLoader({ request: new Request(url), params: { id: "vinkvall-2031" }, context } as never).catch(
        (response: unknown) => response,
      );
      expect(thrown).toBeInstanceOf(Response);
      expect([(thrown as Response).status, (thrown as Response).headers.get("Location")]).toEqual([301, location]);
    }
  });

  it("refuses an address another item has, or had, and a stale version, changing nothing", async () => {
    await event("ostbricka-2031", "Ostbricka");
    await event("glogg-2031", "Glögg");
    const before = await contentVersion();
    expect(
      await renameItem(db, { kind: "food-event", key: "ostbricka-2031", newKey: "glogg-2031", expectedVersion: 2, who: "Anna" }),
    ).toEqual({
      renamed: false,
      reason: "taken",
      by: "glogg-2031",
    });
    expect(
      await renameItem(db, { kind: "food-event", key: "ostbricka-2031", newKey: "ost-2031", expectedVersion: 1, who: "Anna" }),
    ).toEqual({
      renamed: false,
      reason: "stale",
      current: 2,
    });
    await renameItem(db, { kind: "food-event", key: "glogg-2031", newKey: "julglogg-2031", expectedVersion: 2, who: "Anna" });
    expect(
      await renameItem(db, { kind: "food-event", key: "ostbricka-2031", newKey: "glogg-2031", expectedVersion: 2, who: "Anna" }),
    ).toEqual({
      renamed: false,
      reason: "used-before",
      by: "julglogg-2031",
    });
    expect((await readItem(db, "food-event", "ostbricka-2031"))?.version).toBe(2);
    expect(await readHistory(db, "food-event", "ostbricka-2031")).toHaveLength(2);
    expect(await contentVersion()).toBe(before + 1);
  });

  it("takes its own earlier address back, and every old address leads to the newest", async () => {
    await event("fisk-2031", "Fisk");
    await renameItem(db, { kind: "food-event", key: "fisk-2031", newKey: "fiskafton-2031", expectedVersion: 2, who: "Anna" });
    await renameItem(db, { kind: "food-event", key: "fiskafton-2031", newKey: "fiskens-dag-2031", expectedVersion: 3, who: "Anna" });
    expect(await movedTo(db, "food-event", "fisk-2031")).toBe("fiskens-dag-2031");
    expect(
      await renameItem(db, { kind: "food-event", key: "fiskens-dag-2031", newKey: "fisk-2031", expectedVersion: 4, who: "Anna" }),
    ).toEqual({
      renamed: true,
      version: 5,
    });
    expect(await movedTo(db, "food-event", "fisk-2031")).toBeUndefined();
    expect(await movedTo(db, "food-event", "fiskafton-2031")).toBe("fisk-2031");
    expect(await movedTo(db, "food-event", "fiskens-dag-2031")).toBe("fisk-2031");
    const history = await loadHistory(context, { kind: "food-event", key: "fisk-2031" }, new URL("https://hotel.test/"));
    expect(history.entries.slice(0, 3).map((entry) => entry.change)).toEqual([
      "Ny adress: fiskens-dag-2031 → fisk-2031. Den gamla adressen leder hit.",
      "Ny adress: fiskafton-2031 → fiskens-dag-2031. Den gamla adressen leder hit.",
      "Ny adress: fisk-2031 → fiskafton-2031. Den gamla adressen leder hit.",
    ]);
  });

  it("answers staff in Swedish: what they type is folded, and a bad or taken address is refused with why", async () => {
    await event("bastu-2031", "Bastukväll");
    await event("bad-2031", "Badkväll");
    expect(await post("bastu-2031", { intent: "rename", version: "2", address: "!!!" })).toEqual({
      status: 400,
      message: "Skriv en adress med minst en bokstav eller siffra, t.ex. julbord-2027. Å, ä och ö blir a och o.",
    });
    expect(await post("bastu-2031", { intent: "rename", version: "2", address: "bad-2031" })).toEqual({
      status: 409,
      message: "Adressen bad-2031 används redan av matevenemang ”Badkväll!”. Välj en annan adress.",
    });
    expect(await post("bastu-2031", { intent: "rename", version: "1", address: "bastu" })).toMatchObject({ status: 409 });
    expect(await post("bastu-2031", { intent: "rename", version: "2", address: "Bastu på Fjällkällan" })).toEqual({
      status: 303,
      location: "/staff/content/food-event/bastu-pa-fjallkallan?tidigare-adress=bastu-2031",
    });
    // The old address in staff's bookmarks opens the item where it is now; a new item cannot take it.
    const opened = await loadEditor(context, { kind: "food-event", key: "bastu-2031" }, new URL("https://hotel.test/")).catch(
      (response: unknown) => response,
    );
    expect((opened as Response).headers.get("Location")).toBe("/staff/content/food-event/bastu-pa-fjallkallan");
    const created = await loadOverview(context, new URL("https://hotel.test/staff/content?ny=food-event&rubrik=Bastu+2031")).catch(
      (response: unknown) => response,
    );
    expect((created as Response).headers.get("Location")).toBe("/staff/content/food-event/bastu-2031-2?rubrik=Bastu+2031");
    // A colleague's editor, opened before: a publish is refused with where the item is now ...
    const { data } = (await readItem(db, "food-event", "bastu-pa-fjallkallan"))!;
    const stale = await editContent(
      new Request("https://hotel.test/staff/content/food-event/bastu-2031", {
        method: "POST",
        body: new URLSearchParams({ ...(data as Record<string, string>), titleSv: "Bastu", intent: "publish", version: "2" }),
      }),
      context,
      { kind: "food-event", key: "bastu-2031" },
    );
    expect((stale as unknown as { init: ResponseInit }).init.status).toBe(409);
    expect((stale as unknown as { data: { result: { error: Record<string, string[]> } } }).data.result.error[""]).toEqual([
      "Någon annan har ändrat adressen till bastu-pa-fjallkallan medan du redigerade, så din ändring sparades inte. Din text finns kvar nedan: kopiera det du vill behålla och ladda om sidan, så öppnas den nya adressen.",
    ]);
    // ... and its draft follows the item.
    expect(await post("bastu-2031", { intent: "draft", version: "2", titleSv: "Bastu" })).toEqual({
      status: 303,
      location: "/staff/content/food-event/bastu-pa-fjallkallan?utkast=1",
    });
    const editor = await loadEditor(
      context,
      { kind: "food-event", key: "bastu-pa-fjallkallan" },
      new URL("https://hotel.test/?tidigare-adress=bastu-2031"),
    );
    expect(editor.changed).toBe("Adressen är ändrad från bastu-2031 till bastu-pa-fjallkallan. Länkar till den gamla adressen leder hit.");
    expect(editor.address).toEqual({ key: "bastu-pa-fjallkallan", page: "/food-event/bastu-pa-fjallkallan", canChange: true, note: null });
  });

  it("keeps a notice's link to the event, and an application for a position at its old address", async () => {
    await event("jazz-2031", "Jazz");
    await publishItem(db, {
      kind: "notice",
      key: "jazz-notis-2031",
      expectedVersion: 0,
      data: { textSv: "Jazz!", placement: "ticker", link: "/food-event/jazz-2031", startDate: "2031-01-01", endDate: "2031-01-02" },
      who: "Anna",
    });
    await renameItem(db, { kind: "food-event", key: "jazz-2031", newKey: "jazzkvall-2031", expectedVersion: 2, who: "Anna" });
    const notice = await loadEditor(context, { kind: "notice", key: "jazz-notis-2031" }, new URL("https://hotel.test/"));
    expect(notice.data.link).toBe("/food-event/jazzkvall-2031");
    expect(notice.fields.find((field) => field.name === "link")?.options).toContain("/food-event/jazzkvall-2031");
    // A link to a position's form made before its address changed (/lediga-jobb?ansok=…) finds it.
    await publishItem(db, { kind: "job", key: "kock-2031", expectedVersion: 0, data: { titleSv: "Kock" }, who: "Anna" });
    await renameItem(db, { kind: "job", key: "kock-2031", newKey: "kock-och-bagare-2031", expectedVersion: 1, who: "Anna" });
    expect(await currentKey(context, "job", "kock-2031")).toBe("kock-och-bagare-2031");
    expect(await currentKey(context, "job", "kallskanka-2031")).toBe("kallskanka-2031");
  });
});
