import { data, redirect, type RouterContextProvider } from "react-router";
import { cloudflareContext } from "~/context";
import { getDb, type Db } from "~/db/client.server";
import { staffHeaders } from "~/staff/require-staff.server";
import { staffPaths } from "~/staff/paths";
import { addressField, addressNote, canChangeAddress, itemPagePath, pageKinds } from "./address";
import { contentChanged } from "./changed.server";
import { itemKeyPattern } from "./data";
import { contentKinds, itemLabel, slugFromTitle, type ContentKind } from "./kinds";
import { movedTo, readItem, renameItem } from "./store.server";

/**
 * "Avancerat: adress" (docs/decisions/057-changing-an-items-address.md): staff give an item a new
 * address, made from what they type as a new item's is made from its title; the old address leads
 * to the new one on the public page and in staff's bookmarks.
 */

/** What the editor shows of the address: the current one and the page it makes, if the kind has pages. */
export function addressInfo(kind: ContentKind, key: string, published: boolean) {
  const page = itemPagePath(kind, key);
  return canChangeAddress(kind) ? { key, page: page && published ? page : null, canChange: published, note: addressNote(kind) } : null;
}

/** The message after a rename, when the editor opens at the new address. */
export function renamedMessage(url: URL, key: string): string | null {
  const from = url.searchParams.get("tidigare-adress");
  return from && itemKeyPattern.test(from)
    ? `Adressen är ändrad från ${from} till ${key}. Länkar till den gamla adressen leder hit.`
    : null;
}

/**
 * Where staff land on an address that has moved: the item's editor (or history) at its address now,
 * if no item or draft took the old one. Throws the redirect; answers nothing otherwise.
 */
export async function followMovedItem(
  context: Readonly<RouterContextProvider>,
  kind: ContentKind,
  key: string,
  to: (key: string) => string,
): Promise<void> {
  if (!canChangeAddress(kind)) return;
  const moved = await movedTo(getDb(context.get(cloudflareContext).env.DB), kind, key);
  if (moved !== undefined) throw redirect(to(moved), { headers: staffHeaders() });
}

/**
 * A link to an item's page at an address that has since moved (a notice's link to a food event),
 * as the item's page is now: the editor offers and keeps the new one. Guests following the old link
 * are redirected meanwhile.
 */
export async function currentLink(db: Db, link: string): Promise<string> {
  for (const kind of pageKinds) {
    const prefix = itemPagePath(kind, "")!;
    const key = link.startsWith(prefix) ? link.slice(prefix.length) : null;
    if (key === null || !itemKeyPattern.test(key)) continue;
    const moved = await movedTo(db, kind, key);
    if (moved !== undefined) return itemPagePath(kind, moved)!;
  }
  return link;
}

/**
 * Why a publish from an editor opened before a colleague changed the address was refused, when
 * that is why: the item is no longer here.
 */
export async function movedAwayMessage(db: Db, kind: ContentKind, key: string): Promise<string | null> {
  if (!canChangeAddress(kind) || (await readItem(db, kind, key, { includeHidden: true }))) return null;
  const moved = await movedTo(db, kind, key);
  return moved === undefined
    ? null
    : `Någon annan har ändrat adressen till ${moved} medan du redigerade, så din ändring sparades inte. Din text finns kvar nedan: kopiera det du vill behålla och ladda om sidan, så öppnas den nya adressen.`;
}

/** The answer when staff change the address: the editor at the new address, or why not, the form kept. */
export async function changeAddress(
  context: Readonly<RouterContextProvider>,
  input: { kind: ContentKind; key: string; form: FormData; who: string; now: Date },
) {
  const { kind, key, form, who, now } = input;
  const { env, ctx } = context.get(cloudflareContext);
  const db = getDb(env.DB);
  const typed = String(form.get(addressField) ?? "").slice(0, 200);
  const expectedVersion = Number(form.get("version"));
  const refused = (message: string, status: number) =>
    data(
      // The editor's own answer fields stay empty: a refused address leaves the item's form as it was.
      { result: undefined, preview: null, conflict: null, address: { message, typed }, version: expectedVersion },
      { status, headers: staffHeaders() },
    );
  if (!canChangeAddress(kind)) return refused("Adressen går inte att ändra för det här.", 400);
  if (!Number.isSafeInteger(expectedVersion) || expectedVersion < 1)
    return refused("Formuläret kunde inte läsas. Ladda om sidan och försök igen.", 400);
  const newKey = slugFromTitle(typed);
  if (!itemKeyPattern.test(newKey))
    return refused("Skriv en adress med minst en bokstav eller siffra, t.ex. julbord-2027. Å, ä och ö blir a och o.", 400);
  if (newKey === key) return refused(`Adressen är redan ${key}.`, 400);
  const outcome = await renameItem(db, { kind, key, newKey, expectedVersion, who, now });
  if (!outcome.renamed) {
    if (outcome.reason === "stale")
      return refused(
        "Någon annan har ändrat det här medan du hade sidan öppen, så adressen ändrades inte. Ladda om sidan och försök igen.",
        409,
      );
    const other = await readItem(db, kind, outcome.by, { includeHidden: true });
    const name = `${contentKinds[kind].itemTitle.toLowerCase()} ”${itemLabel(kind, outcome.by, other?.data)}”`;
    return refused(
      outcome.reason === "taken"
        ? `Adressen ${newKey} används redan av ${name}. Välj en annan adress.`
        : `Adressen ${newKey} har använts av ${name}, och gamla länkar dit leder till den. Välj en annan adress.`,
      409,
    );
  }
  contentChanged(ctx, env, [contentKinds[kind].tag]);
  throw redirect(`${staffPaths.contentItem(kind, newKey)}?${new URLSearchParams({ "tidigare-adress": key })}`, {
    status: 303,
    headers: staffHeaders(),
  });
}
