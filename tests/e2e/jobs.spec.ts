import { test as base } from "@playwright/test";
import { readFileSync } from "node:fs";
import { queryLocalD1, uniqueEmail } from "./db";
import { acceptCookiesUpfront, expect, slowLaterScripts, test } from "./fixtures";

const fixture = (name: string) => `tests/fixtures/${name}`;

test.beforeEach(async ({ page }) => acceptCookiesUpfront(page));

test("the five positions are tabs on desktop and each has its facts", async ({ page }) => {
  await page.goto("/lediga-jobb");
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveText([
    "Kock",
    "Receptionist / Konferensvärdinna",
    "Frukostvärdinna & Städ",
    "Extra städpersonal",
    "Städpersonal",
  ]);
  await expect(page.getByRole("tabpanel")).toContainText("75–100");
  await tabs.nth(2).click();
  await expect(page.getByRole("tabpanel")).toContainText("6 månader");
});

test("Ansök nu opens the dialog with the position preset; missing fields and wrong files get visible messages", async ({ page }) => {
  await page.goto("/lediga-jobb");
  await page.getByRole("tab", { name: "Receptionist / Konferensvärdinna" }).click();
  await page
    .getByRole("tabpanel")
    .getByRole("link", { name: /Ansök nu/ })
    .click();
  const dialog = page.getByRole("dialog", { name: "Ansök: Receptionist / Konferensvärdinna" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Tjänst")).toHaveValue("receptionist");

  await dialog.getByRole("button", { name: "Skicka ansökan" }).click();
  await expect(dialog.getByText("Ange ditt namn")).toBeVisible();
  await expect(dialog.getByText("Ogiltig e-postadress")).toBeVisible();
  await expect(dialog.getByText("Bifoga ditt CV", { exact: true })).toBeVisible();

  await dialog.locator('input[name="cv"]').setInputFiles({ name: "bild.png", mimeType: "image/png", buffer: Buffer.from("png") });
  await expect(dialog.getByText("Endast PDF och Word-dokument är tillåtna.")).toBeVisible();
  await dialog.locator('input[name="cv"]').setInputFiles({
    name: "stor.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.alloc(5 * 1024 * 1024 + 10, 0x25),
  });
  await expect(dialog.getByText("Filen är för stor. Max 5MB tillåtet.")).toBeVisible();

  await dialog.getByRole("button", { name: "Avbryt" }).click();
  await expect(dialog).toBeHidden();
});

test("the dialog's code is fetched on demand: the first key press opens it, and closing returns focus to the link pressed", async ({
  page,
}) => {
  await page.goto("/lediga-jobb");
  const slow = await slowLaterScripts(page);
  // includeHidden: an open modal dialog hides the rest of the page from the accessibility tree.
  // Every tab panel is in the page (the others hidden): the chosen one is named by its tab.
  const chef = page
    .getByRole("tabpanel", { name: "Kock", includeHidden: true })
    .getByRole("link", { name: /Ansök nu/, includeHidden: true });
  await expect(chef).toHaveAttribute("aria-haspopup", "dialog");
  await expect(chef).toHaveAttribute("aria-expanded", "false");
  // Enter straight after focus: the press comes before the dialog's code does.
  await chef.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Ansök: Kock" });
  await expect(dialog).toBeVisible();
  expect(slow.requests(), "scripts fetched after hydration").toBeGreaterThan(0);
  await expect(page).not.toHaveURL(/ansok=/);
  await expect(dialog.getByLabel("Tjänst")).toHaveValue("chef");
  await expect(chef).toHaveAttribute("aria-expanded", "true");
  await expect(chef).toHaveAttribute("aria-controls", (await dialog.getAttribute("id"))!);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(chef).toBeFocused();
  await expect(chef).toHaveAttribute("aria-expanded", "false");

  // The same dialog serves every position: another one's link presets its title and gets focus back.
  await page.getByRole("tab", { name: "Städpersonal", exact: true }).click();
  const cleaning = page.getByRole("tabpanel").getByRole("link", { name: /Ansök nu/ });
  await cleaning.click();
  const second = page.getByRole("dialog", { name: "Ansök: Städpersonal" });
  await expect(second).toBeVisible();
  await expect(second.getByLabel("Tjänst")).toHaveValue("cleaning");
  await second.getByRole("button", { name: "Avbryt" }).click();
  await expect(second).toBeHidden();
  await expect(cleaning).toBeFocused();
});

test("an application with a dropped CV is sent, the dialog closes and the row has its file", async ({ page }) => {
  const email = uniqueEmail("jobb");
  await page.goto("/lediga-jobb");
  await page
    .getByRole("tabpanel")
    .getByRole("link", { name: /Ansök nu/ })
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Namn").fill("Sara Holm");
  await dialog.getByLabel("E-post").fill(email);
  await dialog.getByLabel(/Meddelande/).fill("Jag har arbetat sex år i hotellkök.");

  // Drag and drop the CV onto its zone.
  const zone = dialog.getByTestId("drop-zone-cv");
  const bytes = [...readFileSync(fixture("cv.pdf"))];
  const transfer = await page.evaluateHandle((data) => {
    const dt = new DataTransfer();
    dt.items.add(new File([new Uint8Array(data)], "cv.pdf", { type: "application/pdf" }));
    return dt;
  }, bytes);
  await zone.dispatchEvent("dragover", { dataTransfer: transfer });
  await expect(zone).toHaveAttribute("data-state", "drag-over");
  await zone.dispatchEvent("drop", { dataTransfer: transfer });
  await expect(zone).toHaveAttribute("data-state", "file-selected");
  await expect(zone).toContainText("cv.pdf");

  await dialog.locator('input[name="coverLetter"]').setInputFiles(fixture("cover-letter.docx"));
  await expect(dialog.getByTestId("drop-zone-coverLetter")).toContainText("cover-letter.docx");
  await dialog.getByRole("button", { name: "Ta bort cover-letter.docx" }).click();
  await expect(dialog.getByTestId("drop-zone-coverLetter")).toHaveAttribute("data-state", "empty");

  await page.waitForTimeout(1600);
  await dialog.getByRole("button", { name: "Skicka ansökan" }).click();
  await expect(page.getByRole("region", { name: "Aviseringar (F8)" })).toContainText(
    "Din ansökan har skickats! Vi återkommer så snart som möjligt.",
  );
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("tabpanel").getByRole("link", { name: /Ansök nu/ })).toBeFocused();
  const [row] = queryLocalD1<{ id: number; job_title: string; cv_file_path: string; cover_letter_file_path: string | null }>(
    "SELECT * FROM job_applications WHERE email = ?",
    email,
  );
  expect(row).toMatchObject({ job_title: "Kock", cv_file_path: `${row!.id}_cv.pdf`, cover_letter_file_path: null });

  // Opening it again gives an empty form.
  await page
    .getByRole("tabpanel")
    .getByRole("link", { name: /Ansök nu/ })
    .click();
  await expect(page.getByRole("dialog").getByLabel("Namn")).toHaveValue("");
});

test("a text file named .pdf is refused by the server", async ({ page }) => {
  const email = uniqueEmail("falsk");
  await page.goto("/en/lediga-jobb");
  await page
    .getByRole("tabpanel")
    .getByRole("link", { name: /Apply now/ })
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill("Test Person");
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.locator('input[name="cv"]').setInputFiles(fixture("not-a-pdf.pdf"));
  await page.waitForTimeout(1600);
  await dialog.getByRole("button", { name: "Send application" }).click();
  await expect(dialog.getByText("Only PDF and Word documents are allowed.")).toBeVisible();
  expect(queryLocalD1("SELECT id FROM job_applications WHERE email = ?", email)).toHaveLength(0);
});

test("a link to ?ansok= shows the application on the page, and it comes to life like the dialog's", async ({ page }) => {
  await page.goto("/lediga-jobb?ansok=receptionist#ansokan");
  const form = page.locator("#ansokan").locator("#job-application");
  await expect(page.getByRole("heading", { name: "Ansök: Receptionist / Konferensvärdinna" })).toBeVisible();
  await expect(form.getByLabel("Tjänst")).toHaveValue("receptionist");
  // The form's code arrives once the visitor first touches the page: then fields are checked as they are left.
  await form.getByLabel("E-post").focus();
  await expect(form).toHaveAttribute("data-validation", "ready");
  await form.getByLabel("E-post").fill("inte-en-adress");
  await form.getByLabel("Namn").focus();
  await expect(form.getByText("Ogiltig e-postadress")).toBeVisible();
});

base.describe("without JavaScript", () => {
  base.use({ javaScriptEnabled: false });
  base("Ansök nu shows the application on the page and it can be sent", async ({ page }) => {
    const email = uniqueEmail("jobb-nojs");
    await page.goto("/lediga-jobb");
    await page
      .getByRole("link", { name: /Ansök nu/ })
      .first()
      .click();
    await expect(page).toHaveURL(/ansok=chef/);
    const form = page.locator("#job-application");
    // Every position can be chosen in the form itself.
    await form.getByLabel("Tjänst").selectOption("cleaning");
    await form.getByLabel("Namn").fill("Nils Nilsson");
    await form.getByLabel("E-post").fill(email);
    await form.locator('input[name="cv"]').setInputFiles(fixture("cv.pdf"));
    await page.waitForTimeout(1600);
    await form.getByRole("button", { name: "Skicka ansökan" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Din ansökan har skickats!" })).toBeVisible();
    expect(queryLocalD1("SELECT job_title FROM job_applications WHERE email = ?", email)).toEqual([{ job_title: "Städpersonal" }]);
  });
});
