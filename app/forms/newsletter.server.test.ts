import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { formPost, recordingQueue, resend, testContext } from "../../tests/setup/forms";
import type { NewsletterConfirmationMessage } from "~/notifications/queue-contract";
import { checkNewsletterLink, DEVELOPMENT_LINK_SECRET, parseNewsletterLink } from "./newsletter-links.server";
import { newsletterAction } from "./newsletter.server";

async function subscribe(email: string, source: "footer" | "popup", queue = recordingQueue(), lang: "sv" | "en" = "sv") {
  const { request } = await formPost(lang === "sv" ? "/newsletter" : "/en/newsletter", { email, source });
  const context = testContext(queue.queue);
  const response = await newsletterAction(request, context, lang);
  await context.settle();
  return { response, queue };
}

async function emails() {
  return (await env.DB.prepare("SELECT email, source FROM newsletter_subscriptions ORDER BY id").all()).results;
}

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM newsletter_subscriptions").run();
  await env.DB.prepare("DELETE FROM visitor_mail").run();
});

describe("newsletter action", () => {
  it("stores the address trimmed and lower-cased", async () => {
    const { response } = await subscribe("  Anna.Berg@Example.SE ", "footer");
    expect(response.data.outcome).toBe("success");
    expect(await emails()).toEqual([{ email: "anna.berg@example.se", source: "footer" }]);
  });

  it("refuses a confirmed address again, also with other case and spaces, through the unique index", async () => {
    await subscribe("anna@example.se", "footer");
    await env.DB.prepare("UPDATE newsletter_subscriptions SET confirmed_at = '2026-11-27T00:00:00.000Z'").run();
    const again = await subscribe(" ANNA@example.se  ", "popup");
    expect(again.response.init?.status).toBe(409);
    expect(again.response.data.outcome).toBe("duplicate");
    expect(again.queue.sent).toEqual([]);
    expect(await emails()).toHaveLength(1);
  });

  it("refuses a duplicate even when the index alone must catch it (a row written behind the app's back)", async () => {
    await env.DB.prepare(
      "INSERT INTO newsletter_subscriptions (submission_key, email, source, confirmed_at) VALUES ('x', ' Per@Example.se', 'footer', '2026-11-27')",
    ).run();
    const { response } = await subscribe("per@example.se", "footer");
    expect(response.data.outcome).toBe("duplicate");
  });

  it("notifies the staff only for the popup's sign-ups", async () => {
    const staffNotices = (sent: Array<{ type: string }>) => sent.filter(({ type }) => type === "newsletter_subscription");
    const footer = await subscribe("a@example.se", "footer");
    expect(staffNotices(footer.queue.sent)).toEqual([]);
    const popup = await subscribe("b@example.se", "popup");
    expect(staffNotices(popup.queue.sent)).toEqual([
      { type: "newsletter_subscription", id: expect.any(Number), lang: "sv", data: { email: "b@example.se" } },
    ]);
  });

  it("sends the visitor a double opt-in mail from both forms, in their language, with links signed for that address", async () => {
    for (const [source, lang] of [
      ["footer", "en"],
      ["popup", "sv"],
    ] as const) {
      const email = `${source}@example.se`;
      const { queue } = await subscribe(email, source, recordingQueue(), lang);
      const confirmations = queue.sent.filter(
        (message): message is NewsletterConfirmationMessage => message.type === "newsletter_confirmation",
      );
      const [row] = (
        await env.DB.prepare("SELECT id, lang FROM newsletter_subscriptions WHERE email = ?")
          .bind(email)
          .all<{ id: number; lang: string }>()
      ).results;
      expect(row?.lang).toBe(lang);
      expect(confirmations).toEqual([
        {
          type: "newsletter_confirmation",
          id: row!.id,
          lang,
          visitorCopy: "send",
          data: { email, confirmToken: expect.any(String), unsubscribeToken: expect.any(String) },
        },
      ]);
      const { confirmToken, unsubscribeToken } = confirmations[0]!.data;
      expect(await checkNewsletterLink(DEVELOPMENT_LINK_SECRET, parseNewsletterLink(confirmToken, "confirm")!, email)).toBe("valid");
      expect(await checkNewsletterLink(DEVELOPMENT_LINK_SECRET, parseNewsletterLink(unsubscribeToken, "unsubscribe")!, email)).toBe(
        "valid",
      );
      expect(parseNewsletterLink(confirmToken, "confirm")!.id).toBe(row!.id);
    }
  });

  it("stores what the sign-up must cause in its own row, the confirmation without tokens, until it is queued", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const down = await subscribe("waiting@example.se", "popup", recordingQueue({ fail: true }), "en");
    expect(down.response.data.outcome).toBe("success");
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('"event":"enqueue_failed"'));
    errors.mockRestore();
    const outbox = async (email: string) =>
      (await env.DB.prepare("SELECT pending_notifications AS pending FROM newsletter_subscriptions WHERE email = ?")
        .bind(email)
        .first<{ pending: string | null }>())!.pending;
    // The tokens are signed over the row's id when the mail is queued (app/notifications/outbox.server.ts).
    expect(JSON.parse((await outbox("waiting@example.se"))!)).toEqual([
      { type: "newsletter_subscription", lang: "en", data: { email: "waiting@example.se" } },
      { type: "newsletter_confirmation", lang: "en", data: { email: "waiting@example.se" } },
    ]);

    const queued = await subscribe("queued@example.se", "footer");
    expect(queued.queue.sent.map(({ type }) => type)).toEqual(["newsletter_confirmation"]);
    expect(await outbox("queued@example.se")).toBeNull();
  });

  it("sends no confirmation for a confirmed address", async () => {
    await subscribe("d@example.se", "footer");
    await env.DB.prepare("UPDATE newsletter_subscriptions SET confirmed_at = '2026-11-27T00:00:00.000Z'").run();
    const again = await subscribe("d@example.se", "footer");
    expect(again.response.data.outcome).toBe("duplicate");
    expect(again.queue.sent).toEqual([]);
  });

  it("sends an unconfirmed address its confirmation again, at most once per 10 minutes, and says which (issue 15)", async () => {
    const first = await subscribe("e@example.se", "footer");
    expect(first.queue.sent.map(({ type }) => type)).toEqual(["newsletter_confirmation"]);
    const [row] = (await env.DB.prepare("SELECT id FROM newsletter_subscriptions").all<{ id: number }>()).results;

    // Right away: the mail just went out, so nothing new; the visitor is told to look for it.
    const soon = await subscribe("E@example.se", "popup");
    expect(soon.response.init?.status).toBe(409);
    expect(soon.response.data).toMatchObject({ outcome: "success", notice: "confirmationPending" });
    expect(soon.queue.sent).toEqual([]);

    // Eleven minutes later: sent again, with links for the same row, as a mail of its own.
    await env.DB.prepare("UPDATE visitor_mail SET last_sent_at = ?")
      .bind(new Date(Date.now() - 11 * 60_000).toISOString())
      .run();
    const later = await subscribe("e@example.se", "footer", recordingQueue(), "en");
    expect(later.response.data).toMatchObject({ outcome: "success", notice: "confirmationResent" });
    const [resent] = later.queue.sent as NewsletterConfirmationMessage[];
    expect(resent).toMatchObject({
      type: "newsletter_confirmation",
      id: row!.id,
      lang: "en",
      visitorCopy: "send",
      resend: expect.any(Number),
    });
    expect(
      await checkNewsletterLink(DEVELOPMENT_LINK_SECRET, parseNewsletterLink(resent!.data.confirmToken, "confirm")!, "e@example.se"),
    ).toBe("valid");
    expect(await emails()).toHaveLength(1);
  });

  it("stores the sign-up but mails no link in production without NEWSLETTER_LINK_SECRET, and says so in the log", async () => {
    vi.stubEnv("MODE", "production");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { response, queue } = await subscribe("e@example.se", "popup");
      expect(response.data.outcome).toBe("success");
      expect(queue.sent.map(({ type }) => type)).toEqual(["newsletter_subscription"]);
      expect(await emails()).toEqual([{ email: "e@example.se", source: "popup" }]);
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('"event":"newsletter_confirmation_skipped"'));
    } finally {
      vi.unstubAllEnvs();
      errors.mockRestore();
    }
  });

  it("answers a resent sign-up as the first time", async () => {
    const queue = recordingQueue();
    const { request } = await formPost("/newsletter", { email: "c@example.se", source: "popup" });
    const again = await resend(request);
    const first = testContext(queue.queue);
    expect((await newsletterAction(request, first, "sv")).data.outcome).toBe("success");
    const second = testContext(queue.queue);
    expect((await newsletterAction(again, second, "sv")).data.outcome).toBe("success");
    await first.settle();
    await second.settle();
    // One staff notice and one confirmation, not two of each.
    expect(queue.sent.map(({ type }) => type).sort()).toEqual(["newsletter_confirmation", "newsletter_subscription"]);
    expect(await emails()).toHaveLength(1);
  });

  it("refuses an invalid address with the popup's message", async () => {
    const { response } = await subscribe("inte-en-adress", "popup");
    expect(response.init?.status).toBe(400);
    expect(response.data.result?.error?.email).toEqual(["newsletter.email"]);
    expect(await emails()).toEqual([]);
  });
});
