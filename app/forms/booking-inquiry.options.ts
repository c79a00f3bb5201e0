/**
 * The choices of the booking-inquiry forms (SPEC §3), apart from their schemas so the form can
 * render them without loading zod: validation arrives once the visitor touches the page (use-lazy-validation.ts).
 */

export const privateCategories = ["weekend", "relax", "senior", "event", "table", "other"] as const;
export const businessCategories = ["conference", "event", "other"] as const;
export const conferenceTypes = ["day", "overnight", "custom", "teambuilding"] as const;

/**
 * A table in the restaurant is one evening, not a stay: the form asks for one date, and the
 * departure is that same day (issue 30). Applied to the form's data before its schema reads it,
 * in the browser and in the action alike.
 */
export const tableCategory = "table";

export function withTableDate(formData: FormData): FormData {
  if (formData.get("category") !== tableCategory) return formData;
  const day = formData.get("checkInDate");
  const copy = new FormData();
  for (const [name, value] of formData) if (name !== "checkOutDate") copy.append(name, value);
  if (typeof day === "string") copy.set("checkOutDate", day);
  return copy;
}
export const mealOptions = ["lunch", "dinner", "morningCoffee", "afternoonCoffee"] as const;

/** The category a tab's form opens on: the address's `kategori` where the tab has it, else the tab's first. */
export function openingCategory(kind: "private" | "business", initialCategory?: string): string {
  const categories: readonly string[] = kind === "business" ? businessCategories : privateCategories;
  return initialCategory && categories.includes(initialCategory) ? initialCategory : categories[0]!;
}
