import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { CloudflareContext } from "~/context";
import { issueFormKey } from "~/forms/form-key.server";
import type { NotificationMessage } from "~/notifications/queue-contract";

/** A queue that records the bodies sent to it, or fails like a broken queue would. */
export function recordingQueue(options: { fail?: boolean } = {}) {
  const sent: NotificationMessage[] = [];
  const queue = {
    async send(message: NotificationMessage) {
      if (options.fail) throw new Error("queue unavailable");
      sent.push(message);
    },
    async sendBatch(messages: Iterable<MessageSendRequest<NotificationMessage>>) {
      if (options.fail) throw new Error("queue unavailable");
      for (const { body } of messages) sent.push(body);
    },
  } as unknown as Queue;
  return { queue, sent };
}

/** The Worker context an action sees, with the recording queue and a real ExecutionContext. */
export function testContext(queue: Queue): CloudflareContext & { settle: () => Promise<void> } {
  const ctx = createExecutionContext();
  return {
    env: { ...env, NOTIFICATIONS: queue },
    ctx,
    requestId: "test",
    cspNonce: "",
    settle: () => waitOnExecutionContext(ctx),
  };
}

let client = 0;

/** A POST as the browser sends it: the fields, plus a form key issued long enough ago to be a person's. */
export async function formPost(
  path: string,
  fields: Record<string, string | string[] | File>,
  options: { formKeyAgeMs?: number; ip?: string } = {},
): Promise<{ request: Request; key: string }> {
  const formKey = await issueFormKey(env, Date.now() - (options.formKeyAgeMs ?? 10_000));
  const body = new FormData();
  body.set("_key", formKey.key);
  body.set("_rendered", formKey.rendered);
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const item of value) body.append(name, item);
    else body.set(name, value);
  }
  const request = new Request(`https://hotel.test${path}`, {
    method: "POST",
    body,
    headers: { Origin: "https://hotel.test", "CF-Connecting-IP": options.ip ?? `198.51.100.${++client % 250}` },
  });
  return { request, key: formKey.key };
}

/** Sends the same body again, as a browser does after a lost connection. */
export async function resend(request: Request): Promise<Request> {
  const headers = new Headers(request.headers);
  headers.delete("Content-Type"); // a new multipart body gets a new boundary
  return new Request(request.url, { method: "POST", body: await request.clone().formData(), headers });
}
