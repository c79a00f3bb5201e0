import { createServer, type Server, type ServerResponse } from "node:http";

/**
 * A stand-in for the MailChannels Email API that fails on purpose: a third of the calls answer
 * 500 or 429, a few never answer (the worker's own timeout must give up on them), the rest are
 * accepted with 202. Every accepted mail is recorded, so the run can prove each one arrived once.
 */

export interface AcceptedMail {
  /** Recipients, comma-separated. */
  to: string;
  replyTo: string | null;
  subject: string;
  /** Plain-text body: names the submission's unique address. */
  text: string;
}

export interface MailEndpointStats {
  calls: number;
  accepted: number;
  failed500: number;
  failed429: number;
  hung: number;
  badRequests: number;
}

export interface MailEndpoint {
  url: string;
  accepted: AcceptedMail[];
  stats: MailEndpointStats;
  close(): Promise<void>;
}

export const API_KEY = "loadtest-dummy-key";

/**
 * The fault schedule is a fixed cycle (not random), so every run injects the same proportions:
 * of every 15 calls, 3 answer 500, 2 answer 429 (a third fail), 1 hangs, 9 are accepted.
 */
const CYCLE = ["ok", "500", "ok", "429", "ok", "500", "hang", "ok", "429", "ok", "500", "ok", "ok", "ok", "ok"] as const;

export async function startMailEndpoint(port: number): Promise<MailEndpoint> {
  const accepted: AcceptedMail[] = [];
  const stats: MailEndpointStats = { calls: 0, accepted: 0, failed500: 0, failed429: 0, hung: 0, badRequests: 0 };
  const hanging = new Set<ServerResponse>();

  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (request.method !== "POST" || request.headers["x-api-key"] !== API_KEY) {
        stats.badRequests += 1;
        response.writeHead(401).end("unauthorised");
        return;
      }
      const fault = CYCLE[stats.calls % CYCLE.length];
      stats.calls += 1;
      if (fault === "500") {
        stats.failed500 += 1;
        response.writeHead(500, { "Content-Type": "text/plain" }).end("injected failure");
        return;
      }
      if (fault === "429") {
        stats.failed429 += 1;
        // A Retry-After of a second: the worker must honour it without waiting longer than the run.
        response.writeHead(429, { "Content-Type": "text/plain", "Retry-After": "1" }).end("injected rate limit");
        return;
      }
      if (fault === "hang") {
        // Never answered: the worker's MAILCHANNELS_TIMEOUT_MS gives up, and this mail counts as not delivered.
        stats.hung += 1;
        hanging.add(response);
        response.on("close", () => hanging.delete(response));
        return;
      }
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
          personalizations: Array<{ to: Array<{ email: string }> }>;
          reply_to?: { email: string };
          subject: string;
          content: Array<{ type: string; value: string }>;
        };
        accepted.push({
          to: body.personalizations.flatMap((p) => p.to.map((t) => t.email)).join(","),
          replyTo: body.reply_to?.email ?? null,
          subject: body.subject,
          text: body.content.find((c) => c.type === "text/plain")?.value ?? "",
        });
        stats.accepted += 1;
        response.writeHead(202).end();
      } catch {
        stats.badRequests += 1;
        response.writeHead(400).end("bad json");
      }
    });
  });
  // Hung requests keep their sockets open until the client gives up.
  server.requestTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    url: `http://127.0.0.1:${port}/tx/v1/send`,
    accepted,
    stats,
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
