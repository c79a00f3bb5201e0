import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { vi } from "vitest";
import type { NotificationMessage } from "~/notifications/queue-contract";
import type { NotificationsEnv } from "./config";
import worker from "./index";

/** Helpers for the notification worker's tests (not part of the Worker's bundle). */

export const testConfig = {
  MAIL_FROM: "Fjällkällan <no-reply@fjallkallan.se>",
  STAFF_BOOKING_TO: "bokning@fjallkallan.se",
  STAFF_LOST_FOUND_TO: "reception@fjallkallan.se",
  STAFF_JOBS_TO: "jobb@fjallkallan.se, kok@fjallkallan.se",
  STAFF_NEWSLETTER_TO: "marknad@fjallkallan.se",
  SITE_ORIGIN: "https://fjallkallan.se",
  MAILCHANNELS_ENDPOINT: "https://api.mailchannels.net/tx/v1/send",
  DEAD_LETTER_QUEUE: "notifications-dlq",
  MAIL_ALLOW_LIST: "",
} as const;

export function testEnv(overrides: Partial<NotificationsEnv> = {}): NotificationsEnv {
  return { DB: env.DB, GUEST_MAIL_FILES: env.GUEST_MAIL_FILES, ...testConfig, MAILCHANNELS_API_KEY: "test-api-key", ...overrides };
}

/** A queue message that records what the consumer did with it. */
export function queueMessage(body: unknown, options: { id?: string; attempts?: number } = {}) {
  const record = { acks: 0, retries: [] as Array<QueueRetryOptions | undefined> };
  const message: Message<unknown> = {
    id: options.id ?? crypto.randomUUID().replace(/-/g, ""),
    timestamp: new Date(),
    body,
    attempts: options.attempts ?? 1,
    ack: () => {
      record.acks += 1;
    },
    retry: (retryOptions?: QueueRetryOptions) => {
      record.retries.push(retryOptions);
    },
  };
  return { message, record };
}

/** Delivers messages to the consumer as one batch, as the queue would. */
export async function deliver(
  messages: Array<Message<unknown>>,
  envOverrides: Partial<NotificationsEnv> = {},
  queue = "notifications",
): Promise<void> {
  const batch: MessageBatch<unknown> = {
    queue,
    messages,
    metadata: { metrics: { backlogCount: messages.length, backlogBytes: 0 } },
    ackAll: () => {
      throw new Error("the consumer settles each message on its own");
    },
    retryAll: () => {
      throw new Error("the consumer settles each message on its own");
    },
  };
  await worker.queue(batch, testEnv(envOverrides), createExecutionContext());
}

/** The outbound fetch, answered by `respond` (202 Accepted by default), with the posted JSON. */
export function mockMailChannels(respond: (call: number) => Response | Promise<Response> = () => new Response(null, { status: 202 })) {
  let call = 0;
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async () => respond(call++));
  const requests = () =>
    spy.mock.calls.map(([input, init]) => ({
      url: String(input),
      method: init?.method,
      headers: new Headers(init?.headers),
      signal: init?.signal,
      body: JSON.parse(String(init?.body)) as Record<string, unknown> & { personalizations: Array<{ to: Array<{ email: string }> }> },
    }));
  return { spy, requests };
}

export async function notificationRows() {
  return (await env.DB.prepare("SELECT * FROM notifications ORDER BY message_id").all<Record<string, unknown>>()).results;
}

export async function capturedMail() {
  return (await env.DB.prepare("SELECT * FROM mail_capture ORDER BY id").all<Record<string, unknown>>()).results;
}

export async function clearTables() {
  await env.DB.batch([
    env.DB.prepare("DELETE FROM notifications"),
    env.DB.prepare("DELETE FROM mail_capture"),
    env.DB.prepare("DELETE FROM dead_letters"),
    env.DB.prepare("DELETE FROM visitor_mail"),
  ]);
}

/** Messages as the site's forms enqueue them (app/forms/*.server.ts). */
export const messages = {
  privateBooking: {
    type: "booking",
    id: 41,
    lang: "sv",
    data: {
      formType: "private",
      category: "relax",
      name: "Anna Berg",
      email: "anna@example.se",
      phone: "070-123 45 67",
      participants: 2,
      checkInDate: "2026-12-11",
      checkOutDate: "2026-12-13",
      packageType: "spa-weekend",
      requestSpa: true,
      requestActivity: false,
      additionalRequests: "Rum mot sjön, tack.\nVi kommer sent på fredagen.",
    },
  },
  businessBooking: {
    type: "booking",
    id: 42,
    lang: "en",
    data: {
      formType: "business",
      category: "conference",
      name: "Per Lind",
      company: "Skogsbolaget AB",
      email: "per@skogsbolaget.se",
      phone: "0910-12 34 56",
      participants: 18,
      nights: 1,
      checkInDate: "2027-01-19",
      checkOutDate: "2027-01-20",
      conferenceType: "overnight",
      needsAccommodation: "yes",
      accommodationNotes: "Tolv enkelrum",
      meals: ["lunch", "morningCoffee"],
      dietaryRequirements: "Två vegetarianer",
      technicalEquipment: "Projektor",
    },
  },
  lostFound: {
    type: "lost_found",
    id: 7,
    lang: "en",
    data: {
      name: "Karin Ek",
      email: "karin@example.se",
      phone: "070-987 65 43",
      roomNumber: null,
      checkInDate: "2026-10-02",
      checkOutDate: "2026-10-04",
      itemDescription: "Blå halsduk i ull, troligen i relaxavdelningen.",
    },
  },
  jobApplication: {
    type: "job_application",
    id: 15,
    lang: "sv",
    data: {
      name: "Lars Nyström",
      email: "lars@example.se",
      phone: null,
      jobTitle: "Kock",
      message: "Jag har arbetat åtta år i restaurangkök.",
    },
  },
  newsletter: { type: "newsletter_subscription", id: 3, lang: "en", data: { email: "guest@example.com" } },
} satisfies Record<string, NotificationMessage>;
