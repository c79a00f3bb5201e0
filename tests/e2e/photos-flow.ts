import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { isoDayFromNow, removeContentItem, seedFoodEvent } from "./content-items";
import { queryLocalD1, writeLocalD1 } from "./db";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { signInAsStaff } from "./staff-credentials";

const fixtures = new URL("../../app/photos/fixtures/", import.meta.url);

/**
 * The phone photo fixture (Exif orientation 6, GPS in Exif and XMP) with a comment that makes it
 * this run's own: photos are known by their content, and each run uploads a new one.
 */
function phonePhoto(stamp: string): { name: string; mimeType: string; buffer: Buffer } {
  const jpeg = readFileSync(new URL("phone.jpg", fixtures));
  const text = Buffer.from(`e2e ${stamp}`);
  const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, text.length + 2]), text]);
  return { name: "IMG_4711.jpg", mimeType: "image/jpeg", buffer: Buffer.concat([jpeg.subarray(0, 2), comment, jpeg.subarray(2)]) };
}

/** Removes this test's food event and photo again, whatever the outcome. */
export function cleanUpPhotos(): void {
  for (const { type, description } of test.info().annotations) {
    if (type === "item" && description) removeContentItem("food-event", description);
    if (type === "photo" && description) writeLocalD1("DELETE FROM photos WHERE alt_sv = ?1", description);
  }
}

/**
 * Issue 36: staff upload a phone photo with its alt text and focal point, choose it as a food
 * event's picture and then the standard room's, and the public pages show it as AVIF at the photo's
 * widths with each page's sizes.
 */
export async function uploadAndShowPhoto(page: Page, { javaScript }: { javaScript: boolean }): Promise<void> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const key = `fotokvall-${stamp}`;
  const title = `Fotokväll ${stamp}`;
  const alt = `Kräftor på bordet ${stamp}`;
  test.info().annotations.push({ type: "item", description: key }, { type: "photo", description: alt });
  seedFoodEvent(key, { price: 395, startDate: isoDayFromNow(30), title });

  await signInAsStaff(page);
  await page.getByRole("navigation", { name: "Personalinkorgen" }).getByRole("link", { name: "Bilder" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bilder");
  const upload = page.getByRole("form", { name: "Ladda upp en bild" });

  // A text file named like a photo is refused by its content; nothing is stored.
  await upload.getByLabel(/^Bild \(JPEG/).setInputFiles({
    name: "semester.jpg",
    mimeType: "image/jpeg",
    buffer: readFileSync(new URL("not-a-photo.jpg", fixtures)),
  });
  await upload.getByLabel("Alt-text – svenska").fill(alt);
  await upload.getByRole("button", { name: "Ladda upp", exact: true }).click();
  await expect(page.getByText("Filen är inte en bild som webbplatsen kan visa.")).toBeVisible();
  expect(queryLocalD1("SELECT id FROM photos WHERE alt_sv = ?1", alt)).toEqual([]);

  const form = page.getByRole("form", { name: "Ladda upp en bild" });
  await form.getByLabel(/^Bild \(JPEG/).setInputFiles(phonePhoto(stamp));
  await form.getByLabel("Alt-text – svenska").fill(alt);
  await form.getByLabel(/^Alt-text – engelska/).fill(`Crayfish on the table ${stamp}`);
  await form.getByLabel("Uppe i mitten").check();
  await form.getByRole("button", { name: "Ladda upp", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Bilden är uppladdad. Välj den under Bild när du redigerar innehåll.");
  const [stored] = queryLocalD1<{ id: string; width: number; height: number; focal_x: number; focal_y: number }>(
    "SELECT id, width, height, focal_x, focal_y FROM photos WHERE alt_sv = ?1",
    alt,
  );
  // Upright, as the phone showed it (stored 1600 × 1200 with orientation 6), focal point up in the middle.
  expect(stored).toMatchObject({ width: 1200, height: 1600, focal_x: 50, focal_y: 0 });
  const id = stored!.id;
  const item = page.getByRole("form", { name: alt });
  await expect(item).toContainText("Används inte på någon sida ännu.");
  // axe runs in the page: only where scripts run.
  if (javaScript) {
    await expectNoAxeViolations(page);
    // A click low on the right of the photo picks that of the nine points.
    await item.locator("img").click({ position: { x: 250, y: 330 } });
    await expect(item.getByLabel("Nere till höger")).toBeChecked();
  }

  // Chosen as the food event's picture, by its Swedish alt text beside its thumbnail.
  await page.goto(`/staff/content/food-event/${key}`);
  await page
    .getByRole("group", { name: "Bild" })
    .getByRole("radio", { name: `Uppladdad: ${alt}` })
    .check();
  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Publicerad (version");

  // The public page: AVIF and WebP at the photo's widths, the page's sizes, its size and focal point.
  await page.goto(`/food-event/${key}`);
  const picture = page.locator("article picture").first();
  const widths = [480, 800, 1200];
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    widths.map((w) => `/photos/${id}-${w}.avif ${w}w`).join(", "),
  );
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
    "srcset",
    widths.map((w) => `/photos/${id}-${w}.webp ${w}w`).join(", "),
  );
  await expect(picture.locator("source").first()).toHaveAttribute("sizes", "100vw");
  const img = picture.locator("img");
  await expect(img).toHaveAttribute("width", "1200");
  await expect(img).toHaveAttribute("height", "1600");
  await expect(img).toHaveAttribute("alt", "Kräftor på ett fat");
  await expect(img).toHaveCSS("object-position", "50% 0%");
  // The browser chose the AVIF, and it is one.
  await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.currentSrc)).toMatch(/\.avif$/);
  const chosen = await img.evaluate((element: HTMLImageElement) => element.currentSrc);
  const response = await page.request.get(chosen);
  expect(response.headers()["content-type"]).toBe("image/avif");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", new RegExp(`/photos/${id}-og-50-0\\.jpg$`));
  if (javaScript) await expectNoAxeViolations(page);

  // In use, the photo cannot be removed; the screen says where it is used.
  await page.goto("/staff/bilder");
  await expect(page.getByRole("form", { name: alt })).toContainText(`Används i: Matevenemang: ${title}.`);
  await page.getByRole("form", { name: alt }).getByRole("button", { name: "Ta bort bilden" }).click();
  await expect(page.getByRole("form", { name: alt }).getByRole("alert")).toHaveText(
    `Bilden används och kan inte tas bort. Byt bild först i Matevenemang: ${title}.`,
  );

  // The same photo as the standard room's picture: /boende shows it as AVIF at the room card's
  // sizes, with the room's own alt text. The room is put back as it was afterwards.
  await page.goto("/staff/content/room/standard");
  await page
    .getByRole("group", { name: "Bild" })
    .getByRole("radio", { name: `Uppladdad: ${alt}` })
    .check();
  await page.getByRole("button", { name: "Publicera", exact: true }).click();
  const status = page.getByRole("status");
  await expect(status).toContainText("Publicerad (version");
  const version = Number(/version (\d+)/.exec((await status.textContent())!)![1]);
  try {
    await page.goto("/boende");
    const room = page.locator("article#standard picture").first();
    await expect(room.locator('source[type="image/avif"]')).toHaveAttribute(
      "srcset",
      widths.map((w) => `/photos/${id}-${w}.avif ${w}w`).join(", "),
    );
    await expect(room.locator("source").first()).toHaveAttribute("sizes", "(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw");
    await expect(room.locator("img")).toHaveAttribute("alt", /^Standardrum med två bäddade enkelsängar/);
    await expect(room.locator("img")).toHaveCSS("object-position", "50% 0%");
  } finally {
    await page.goto("/staff/content/room/standard/history");
    await page.getByRole("button", { name: `Återställ version ${version - 1}` }).click();
    await expect(page.getByRole("status")).toContainText("Återställd");
  }
}
