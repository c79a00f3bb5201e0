import { contentKinds, type ContentKind, type KindSpec } from "./kinds";

/**
 * An item's address (its key) as staff may change it under "Avancerat: adress"
 * (docs/decisions/057-changing-an-items-address.md): every kind whose keys are made from titles;
 * not a week, nor the one item of a kind.
 */
export function canChangeAddress(kind: ContentKind): boolean {
  const spec: KindSpec = contentKinds[kind];
  return !spec.weekly && !spec.single;
}

/**
 * The public page an item has at its address (Swedish path), where its kind has one. A kind with
 * pages of its own adds its line here; its page then answers the old address with a redirect.
 */
const pagePaths: Partial<Record<ContentKind, (key: string) => string>> = {
  "food-event": (key) => `/food-event/${key}`,
};

/** The kinds whose items have pages of their own. */
export const pageKinds = Object.keys(pagePaths) as ContentKind[];

export function itemPagePath(kind: ContentKind, key: string): string | null {
  return pagePaths[kind]?.(key) ?? null;
}

/** What else an address decides, where it does: said beside the field. */
const addressNotes: Partial<Record<ContentKind, string>> = {
  "menu-item": "Menyraderna i samma flik visas i adressernas bokstavsordning, så en ny adress kan flytta raden i fliken.",
};

export function addressNote(kind: ContentKind): string | null {
  return addressNotes[kind] ?? null;
}

/** The form's field and intent: apart from the editor's, so a rename never carries the item's text. */
export const addressField = "address";
export const renameIntent = "rename";
