import { reportClientError, withoutQuery } from "~/server/error-reports.server";
import { withinRateLimit } from "~/forms/form-key.server";
import { logEvent } from "~/server/log-event.server";
import { CLIENT_ERROR_BODY_LIMIT } from "./reporter";

/** The longest text kept of each field; a report is a hint where to look, not a core dump. */
const LIMITS = { message: 500, source: 300, stack: 2000, page: 300 } as const;

const EMAIL = /[^\s@<>"'(),;:/]+@[^\s@<>"'(),;:/]+\.[^\s@<>"'(),;:/]+/g;
// A URL's query or fragment (up to the next space, quote or the `:line:column` a stack adds).
const URL_QUERY = /(https?:\/\/[^\s"'?#]*)[?#][^\s"')]*?(?=:\d+:\d+|[\s"')]|$)/g;

/** A field of a browser's report, capped, with addresses and URL queries removed. */
function clean(value: unknown, max: number): string {
  if (typeof value !== "string") return "";
  return value
    .slice(0, max * 2)
    .replace(URL_QUERY, "$1")
    .replace(EMAIL, "[e-post]")
    .slice(0, max);
}

/** Only the path of the page the error happened on: a query can carry an address or a token. */
function pagePath(value: unknown): string {
  const path = typeof value === "string" ? clean(withoutQuery(value), LIMITS.page) : "";
  return path.startsWith("/") ? path : "";
}

export interface ClientErrorReport {
  message: string;
  source: string;
  stack: string;
  page: string;
}

/** A report as the browser sent it (JSON), reduced to what may be kept; null if unreadable. */
export function readClientError(body: string): ClientErrorReport | null {
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof raw !== "object" || raw === null || !("message" in raw)) return null;
  const report = raw as Record<string, unknown>;
  const message = clean(report.message, LIMITS.message);
  if (!message) return null;
  return { message, source: clean(report.source, LIMITS.source), stack: clean(report.stack, LIMITS.stack), page: pagePath(report.page) };
}

/**
 * POST /api/client-error (the reporter in ./reporter.ts): rate-limited per client like a form,
 * capped at CLIENT_ERROR_BODY_LIMIT, logged as `client_error` and sent to Sentry when it is
 * configured. Answers 204 without a body, so a failing page gets nothing to trip over.
 */
export async function acceptClientError(env: Env, request: Request): Promise<Response> {
  if (Number(request.headers.get("Content-Length") ?? 0) > CLIENT_ERROR_BODY_LIMIT) return new Response(null, { status: 413 });
  if (!(await withinRateLimit(env, "client-error", request))) return new Response(null, { status: 429 });
  const body = await request.text();
  if (body.length > CLIENT_ERROR_BODY_LIMIT) return new Response(null, { status: 413 });
  const report = readClientError(body);
  if (!report) return new Response(null, { status: 400 });
  logEvent("client_error", { ...report });
  reportClientError({ message: report.message, source: report.source, stack: report.stack, url: report.page });
  return new Response(null, { status: 204 });
}
