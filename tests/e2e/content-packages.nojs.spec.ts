import { isoDayFromNow, removeContentItem } from "./content-items";
import { expect, test } from "./fixtures";
import { signInAsStaff } from "./staff-credentials";

/**
 * Issue 36 without JavaScript (the content-edits-nojs projects, one width after the other): staff
 * create a package and hide it; a guest whose page still offered it is told it can no longer be
 * booked and keeps what they wrote.
 */

test.afterEach(() => {
  for (const { type, description } of test.info().annotations) {
    if (type === "package" && description) removeContentItem("package", description);
  }
});

test("a package created and hidden without JavaScript, and an inquiry for it refused with its text kept", async ({ page, browser }) => {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const name = `HÖSTPAKET ${stamp}`;
  await signInAsStaff(page);
  await page.goto("/staff/content");
  const packages = page.getByRole("region", { name: "Paket" });
  await packages.getByLabel("Ny paket: rubrik").fill(name);
  await packages.getByRole("button", { name: "Skapa" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Paket: ${name}`);
  const key = new URL(page.url()).pathname.split("/").at(-1)!;
  test.info().annotations.push({ type: "package", description: key });

  await page.getByLabel("Kort text (kortet) – svenska", { exact: true }).fill("En natt i höstskogen med middag.");
  await page.getByLabel("Filter på paketsidan").selectOption({ label: "Senior 60+" });
  await page.getByLabel("Var paketet visas").selectOption({ label: "Paketsidan" });
  await page.getByLabel("Ordning").fill("75");
  await page.getByRole("radio", { name: "Höstskog" }).check();
  await page.getByLabel("Bildens alt-text – svenska", { exact: true }).fill("Höstskog");
  await page.getByLabel(/^Det här ingår – svenska/).fill("En natt i dubbelrum\nMiddag");
  await page.getByLabel("Villkor – svenska", { exact: true }).fill("Gäller i oktober.");
  await page.getByLabel(/^Namn i bokningsförfrågan – svenska/).fill(`Höstpaket ${stamp}`);
  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Publicerad (version 1)");

  // Without a price the card asks guests to get in touch; its details open in the card.
  await page.goto("/packages");
  const card = page.locator(`article#${key}`);
  await expect(card).toContainText("Kontakta oss för pris och tillgänglighet");
  await card.getByRole("button", { name: /Se vad som ingår/ }).click();
  await expect(page.locator(`#paket-${key}`)).toContainText("En natt i dubbelrum");

  // A guest fills in the inquiry for it…
  const guest = await browser.newPage({ javaScriptEnabled: false });
  await guest.goto("/booking-inquiry?kategori=senior");
  const form = guest.locator("#private-inquiry");
  await form.getByLabel("Namn").fill("Karin Lund");
  await form.getByLabel("E-post").fill(`hostpaket-${stamp}@example.se`);
  await form.getByLabel("Telefon").fill("070-222 33 44");
  await form.getByLabel("Antal personer").fill("2");
  await form.getByLabel("Ankomstdatum").fill(isoDayFromNow(30));
  await form.getByLabel("Avresedatum").fill(isoDayFromNow(31));
  await form.getByLabel("Paket").selectOption({ label: `Höstpaket ${stamp}` });

  // …while staff take it down.
  await page.goto(`/staff/content/package/${key}`);
  await page.getByRole("button", { name: "Avpublicera" }).click();
  await expect(page.getByRole("status")).toBeVisible();
  await page.goto("/packages");
  await expect(page.locator(`article#${key}`)).toHaveCount(0);

  await guest.waitForTimeout(1600); // a person takes longer than the bot threshold
  await form.getByRole("button", { name: "Skicka förfrågan" }).click();
  await expect(guest.getByText("Det paketet går inte längre att boka. Välj ett av paketen i listan.")).toBeVisible();
  await expect(guest.getByText("Tack för din förfrågan!")).toHaveCount(0);
  await expect(guest.locator("#private-inquiry").getByLabel("Namn")).toHaveValue("Karin Lund");
  await expect(guest.locator("#private-inquiry").getByLabel("Paket").locator("option")).toHaveText([
    "Inget särskilt paket",
    "Seniorpaket 60+",
  ]);
  await guest.close();
});
