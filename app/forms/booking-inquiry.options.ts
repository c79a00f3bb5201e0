/**
 * The choices of the booking-inquiry forms (SPEC §3), apart from their schemas so the form can
 * render them without loading zod: validation arrives once the visitor touches the page (use-lazy-validation.ts).
 */

export const privateCategories = ["weekend", "relax", "senior", "event", "other"] as const;
export const businessCategories = ["conference", "event", "other"] as const;
export const conferenceTypes = ["day", "overnight", "custom", "teambuilding"] as const;
/** SPEC §3: package type options by private category. */
export const packageTypesByCategory: Record<(typeof privateCategories)[number], readonly string[]> = {
  weekend: ["weekend"],
  relax: ["spa-weekend", "dagspa"],
  senior: ["senior"],
  event: [],
  other: [],
};
export const mealOptions = ["lunch", "dinner", "morningCoffee", "afternoonCoffee"] as const;
