import type { NotificationMessage } from "./messages";

/**
 * Announces an accepted submission on the notifications queue without making the visitor wait.
 * A failure is logged and never changes the visitor's success (SPEC §7): the row is already stored.
 */
export function enqueueNotification(
  ctx: Pick<ExecutionContext, "waitUntil">,
  queue: Queue,
  message: NotificationMessage,
): void {
  ctx.waitUntil(
    queue.send(message, { contentType: "json" }).catch((error: unknown) => {
      console.error(JSON.stringify({ event: "enqueue_failed", type: message.type, id: message.id, error: String(error) }));
    }),
  );
}
