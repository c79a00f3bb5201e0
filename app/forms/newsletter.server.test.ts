import { env } from "cloudflare:workers";
import { beforeEach, describe, expect, it } from "vitest";
import { formPost, recordingQueue, resend, testContext } from "../../tests/setup/forms";
import { newsletterAction } from "./newsletter.server";

async function subscribe(email: string, source: "footer" | "popup", queue = recordingQueue()) {
  const { request } = await formPost("/newsletter", { email, source });
  const context = testContext(queue.queue);
  const response = await newsletterAction(request, context, "sv");
  await context.settle();
  return { response, queue };
}

async function emails() {
  return (await env.DB.prepare("SELECT email, source FROM newsletter_subscriptions ORDER BY id").all()).results;
}

beforeEach(async () => {
  await env.DB.prepare("DELETE FROM newsletter_subscriptions").run();
});

describe("newsletter action", () => {
  it("stores the address trimmed and lower-cased", async () => {
    const { response } = await subscribe("  Anna.Berg@Example.SE ", "footer");
    expect(response.data.outcome).toBe("success");
    expect(await emails()).toEqual([{ email: "anna.berg@example.se", source: "footer" }]);
  });

  it("refuses the same address again, also with other case and spaces, through the unique index", async () => {
    await subscribe("anna@example.se", "footer");
    const again = await subscribe(" ANNA@example.se  ", "popup");
    expect(again.response.init?.status).toBe(409);
    expect(again.response.data.outcome).toBe("duplicate");
    expect(again.queue.sent).toEqual([]);
    expect(await emails()).toHaveLength(1);
  });

  it("refuses a duplicate even when the index alone must catch it (a row written behind the app's back)", async () => {
    await env.DB.prepare("INSERT INTO newsletter_subscriptions (submission_key, email, source) VALUES ('x', ' Per@Example.se', 'footer')").run();
    const { response } = await subscribe("per@example.se", "footer");
    expect(response.data.outcome).toBe("duplicate");
  });

  it("notifies the staff only for the popup's sign-ups", async () => {
    const footer = await subscribe("a@example.se", "footer");
    expect(footer.queue.sent).toEqual([]);
    const popup = await subscribe("b@example.se", "popup");
    expect(popup.queue.sent).toEqual([{ type: "newsletter_subscription", id: expect.any(Number), lang: "sv", data: { email: "b@example.se" } }]);
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
    expect(queue.sent).toHaveLength(1);
    expect(await emails()).toHaveLength(1);
  });

  it("refuses an invalid address with the popup's message", async () => {
    const { response } = await subscribe("inte-en-adress", "popup");
    expect(response.init?.status).toBe(400);
    expect(response.data.result?.error?.email).toEqual(["newsletter.email"]);
    expect(await emails()).toEqual([]);
  });
});
