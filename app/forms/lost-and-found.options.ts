/**
 * The countries the lost-and-found form offers (issue 30), apart from its schema so the form can
 * render them without loading zod: Sweden first and by default, the neighbours and the countries
 * many guests come from, and "other". SPEC §5's postcode rule is Sweden's.
 */
export const lostAndFoundCountries = ["SE", "NO", "FI", "DK", "DE", "NL", "GB", "other"] as const;
