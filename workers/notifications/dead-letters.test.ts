import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import wranglerToml from "./wrangler.toml?raw";
import { clearTables, deliver, messages, mockMailChannels, queueMessage } from "./test-support";

beforeEach(async () => {
  await clearTables();
  vi.spyOn(console, "log").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

const deadLetterRows = async () =>
  (await env.DB.prepare("SELECT * FROM dead_letters ORDER BY message_id").all<Record<string, unknown>>()).results;

describe("the dead-letter queue's consumer", () => {
  it("keeps each dead letter in D1 with its type, submission id and body, sends no mail, and acknowledges it", async () => {
    const mail = mockMailChannels();
    const booking = queueMessage(messages.privateBooking, { id: "aaa", attempts: 1 });
    const garbage = queueMessage("not a notification", { id: "bbb", attempts: 1 });
    await deliver([booking.message, garbage.message], {}, "notifications-dlq");

    expect(mail.spy).not.toHaveBeenCalled();
    expect(booking.record).toEqual({ acks: 1, retries: [] });
    expect(garbage.record).toEqual({ acks: 1, retries: [] });
    const rows = await deadLetterRows();
    expect(rows).toEqual([
      expect.objectContaining({ message_id: "aaa", type: "booking", submission_id: 41, attempts: 1 }),
      expect.objectContaining({ message_id: "bbb", type: null, submission_id: null, body: '"not a notification"' }),
    ]);
    expect(JSON.parse(String(rows[0]!.body))).toEqual(messages.privateBooking);
  });

  it("stores a message delivered twice by the dead-letter queue once", async () => {
    const first = queueMessage(messages.newsletter, { id: "ccc" });
    await deliver([first.message], {}, "notifications-dlq");
    const again = queueMessage(messages.newsletter, { id: "ccc", attempts: 2 });
    await deliver([again.message], {}, "notifications-dlq");
    expect(again.record).toEqual({ acks: 1, retries: [] });
    expect(await deadLetterRows()).toHaveLength(1);
  });

  it("retries a dead letter it could not store instead of dropping it", async () => {
    const { message, record } = queueMessage(messages.newsletter, { id: "ddd" });
    await env.DB.prepare("ALTER TABLE dead_letters RENAME TO dead_letters_away").run();
    try {
      await deliver([message], {}, "notifications-dlq");
    } finally {
      await env.DB.prepare("ALTER TABLE dead_letters_away RENAME TO dead_letters").run();
    }
    // After a wait: D1 that failed just now would likely fail an immediate retry too.
    expect(record).toEqual({ acks: 0, retries: [{ delaySeconds: 60 }] });
  });

  it("is configured as a consumer of notifications-dlq", () => {
    expect(wranglerToml).toMatch(/\[\[queues\.consumers\]\]\s*\nqueue = "notifications-dlq"/);
  });

  it("keeps staging's dead letters too, by the queue name its configuration gives, and mails none of them", async () => {
    const mail = mockMailChannels();
    const staging = { DEAD_LETTER_QUEUE: "notifications-staging-dlq" };
    const dead = queueMessage(messages.privateBooking, { id: "eee" });
    await deliver([dead.message], staging, "notifications-staging-dlq");
    expect(mail.spy).not.toHaveBeenCalled();
    expect(dead.record).toEqual({ acks: 1, retries: [] });
    expect(await deadLetterRows()).toEqual([expect.objectContaining({ message_id: "eee", type: "booking" })]);
    // Production's dead-letter name means nothing on staging: there it is an ordinary queue's batch, mailed.
    const live = queueMessage(messages.privateBooking, { id: "fff" });
    await deliver([live.message], staging, "notifications-staging");
    expect(mail.requests()).toHaveLength(2);
  });

  it("names in each environment's configuration the dead-letter queue it consumes and its main queue sends to", () => {
    const sections = wranglerToml.split(/^\[env\.staging\]$/m);
    expect(sections).toHaveLength(2);
    for (const [section, name] of [
      [sections[0]!, "notifications-dlq"],
      [sections[1]!, "notifications-staging-dlq"],
    ] as const) {
      expect(section).toContain(`DEAD_LETTER_QUEUE = "${name}"`);
      expect(section).toContain(`dead_letter_queue = "${name}"`);
      expect(section).toMatch(new RegExp(`queue = "${name}"\\nmax_batch_size`));
    }
  });
});
