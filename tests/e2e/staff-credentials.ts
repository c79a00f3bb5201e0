/** The staff password the e2e preview server runs with (playwright.config.ts) and tests/e2e/staff.spec.ts types. Local only. */
export const e2eStaffPassword = "e2e-personalinkorgen-lösenord";
