import type { Page } from "@playwright/test";
import { queryLocalD1 } from "./db";
import type { Seeded } from "./desk-seed";
import { seedSubmission } from "./desk-seed";
import { expect, expectNoAxeViolations } from "./fixtures";

/**
 * The guest's answer comes back to the desk (issue 33, decision 048), with or without JavaScript:
 * a reply from the desk carries the case's own Reply-To; the guest's answer, delivered to the
 * site's email() handler through Miniflare's /cdn-cgi/handler/email (as Email Routing would),
 * lands in the case's thread and puts the case back on the waiting list as "Gästen har svarat".
 */

/** What Email Routing's check of the sender writes into the message it hands the Worker. */
const authenticated = "i=1; mx.cloudflare.net; dkim=pass header.d=example.se; dmarc=pass header.from=example.se; spf=pass";

export function guestMail(from: string, to: string, body: string): string {
  return [
    `ARC-Authentication-Results: ${authenticated}`,
    `From: Guest <${from}>`,
    `To: ${to}`,
    "Subject: Re: Svar",
    `Message-ID: <${crypto.randomUUID()}@example.se>`,
    "Content-Type: text/plain; charset=utf-8",
    "",
    body,
  ].join("\r\n");
}

export async function mailIn(baseURL: string, from: string, to: string, raw: string) {
  const query = new URLSearchParams({ from, to });
  return fetch(`${baseURL}/cdn-cgi/handler/email?${query}`, { method: "POST", body: raw });
}

/** The case's own Reply-To, as the notification worker mailed the desk's first reply to the guest. */
export async function replyAddressOf(item: Seeded): Promise<string> {
  const replyToOf = () =>
    queryLocalD1<{ payload: string }>(
      "SELECT payload FROM mail_capture WHERE message_id LIKE 'desk_reply:%' AND recipients = ?",
      item.email,
    ).map((row) => (JSON.parse(row.payload) as { reply_to?: { email: string } }).reply_to?.email ?? "")[0] ?? "";
  await expect.poll(replyToOf, { timeout: 20_000 }).toMatch(new RegExp(`^svar\\+b${item.id}-[0-9a-f]{32}@post\\.fjallkallan\\.se$`));
  return replyToOf();
}

/** A booking inquiry, a reply from the desk, the guest's answer by mail; returns the seeded case to close. */
export async function guestAnswersByMail(page: Page, baseURL: string, options: { axe: boolean }): Promise<Seeded> {
  const item = seedSubmission("bookings", { lang: "sv" });
  await page.goto("/staff");
  await page.goto(`/staff/bookings/${item.id}`);
  await page.getByLabel("Ditt svar").fill("Hej! Vi har ett dubbelrum ledigt. Vill ni boka?");
  await page.getByRole("button", { name: "Skicka svaret" }).click();
  await expect(page.locator("#status").getByRole("heading")).toHaveText("Status: Besvarad");

  const replyTo = await replyAddressOf(item);

  // A forged address is refused and changes nothing.
  const forged = replyTo.replace(/[0-9a-f]@/, (match) => `${match[0] === "0" ? "1" : "0"}@`);
  const refused = await mailIn(baseURL, item.email, forged, guestMail(item.email, forged, "Falskt"));
  expect(refused.ok).toBe(false);

  const words = 'Tack! Vi bokar. <img src=x onerror="alert(1)">';
  const answered = await mailIn(
    baseURL,
    item.email,
    replyTo,
    guestMail(
      item.email,
      replyTo,
      `${words}\r\n\r\nDen 28 nov. 2026 skrev Fjällkällan <no-reply@fjallkallan.se>:\r\n> Hej! Vi har ett dubbelrum ledigt.`,
    ),
  );
  expect(answered.ok, await answered.text()).toBe(true);

  await page.reload();
  await expect(page.locator("#status").getByRole("heading")).toHaveText("Status: Gästen har svarat");
  const thread = page.getByRole("list", { name: "Historik, äldst först" });
  const guest = thread.locator('[data-kind="guest"]');
  await expect(guest).toHaveCount(1);
  await expect(guest).toContainText("Gästen svarade per e-post: Re: Svar");
  // The guest's words as text (no element made of them), without the quoted history.
  await expect(guest).toContainText(words);
  await expect(guest.locator("img")).toHaveCount(0);
  await expect(guest).not.toContainText("dubbelrum ledigt");
  // In time order: the inquiry, the reply, the guest's answer and the move it made.
  await expect(thread.locator(":scope > li")).toHaveCount(4);
  expect(await thread.locator(":scope > li").evaluateAll((items) => items.map((li) => li.getAttribute("data-kind")))).toEqual([
    "inquiry",
    "reply",
    "guest",
    "status",
  ]);
  await expect(thread.locator('[data-kind="status"]')).toContainText("Status: Besvarad → Gästen har svarat");
  // axe needs scripts: it runs in the JavaScript run only.
  if (options.axe) await expectNoAxeViolations(page);

  // Waiting again on the start page's 24-hour list.
  await page.goto("/staff");
  const waiting = page
    .locator("#obesvarade li")
    .filter({ has: page.getByRole("link", { name: new RegExp(`^Bokningsförfrågan nr ${item.id} `) }) });
  await expect(waiting).toContainText("gästen svarade");
  return item;
}
