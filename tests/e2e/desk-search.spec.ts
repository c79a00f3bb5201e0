import { closeSeeded, seedSubmission, shareStaffSession, type Seeded } from "./desk-seed";
import { expect, test } from "./fixtures";

shareStaffSession(test);
/** Search finds what reception has in hand (issue 33, section 5), with and without JavaScript. */

let seeded: Seeded[] = [];
test.afterEach(() => closeSeeded(seeded));

test("search finds a number typed internationally, and a lost item by its description and booking number without the dash", async ({
  page,
}) => {
  const booking = seedSubmission("bookings");
  const tag = String(Date.now()).slice(-7);
  const lost = seedSubmission("lost-and-found", { bookingNumber: `BK-${tag}` });
  seeded = [booking, lost];
  const search = async (query: string) => {
    await page.goto("/staff/sok");
    await page.getByLabel("Sök namn, e-post, telefon eller nummer").fill(query);
    await page.getByRole("button", { name: "Sök", exact: true }).press("Enter");
    await expect(page.getByRole("heading", { name: `för ”${query}”` })).toBeVisible();
    return page.getByRole("list", { name: "Sökträffar, nyast först" });
  };
  // Stored as the guest typed it ("070-123 45 67"); looked for as a caller from abroad reads it out.
  const international = `+46 ${booking.phone
    .replace(/\D/g, "")
    .slice(1)
    .replace(/^(\d{2})(\d{3})(\d{2})/, "$1 $2 $3 ")}`;
  await expect((await search(international)).getByRole("link", { name: `Bokningsförfrågan nr ${booking.id}` })).toBeVisible();
  await expect(
    (await search(`00${international.slice(1)}`)).getByRole("link", { name: `Bokningsförfrågan nr ${booking.id}` }),
  ).toBeVisible();
  await expect((await search(`bk${tag}`)).getByRole("link", { name: `Efterlysning nr ${lost.id}` })).toBeVisible();
  await expect((await search("blå mössa")).getByRole("link", { name: `Efterlysning nr ${lost.id}` })).toBeVisible();
});
