import * as Sentry from "@sentry/cloudflare";
import type { CloudflareOptions, ErrorEvent } from "@sentry/cloudflare";

/**
 * Error reports to Sentry (docs/decisions/026-error-reports-and-configuration.md): on only when
 * SENTRY_DSN is set, and nothing a visitor typed or carries goes along. Without the DSN the
 * handlers run unwrapped, so a cached page pays one property read, not the SDK's per-request scope.
 */

/** SENTRY_DSN of a Worker's env, trimmed; blank or absent means no reports. */
function dsnOf(env: unknown): string | undefined {
  if (typeof env !== "object" || env === null || !("SENTRY_DSN" in env) || typeof env.SENTRY_DSN !== "string") return undefined;
  return env.SENTRY_DSN.trim() || undefined;
}

const EMAIL = /[^\s@<>"'(),;:]+@[^\s@<>"'(),;:]+\.[^\s@<>"'(),;:]+/g;

/** Every string in an event with e-mail addresses replaced; objects and arrays walked (bounded). */
function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return value.replace(EMAIL, "[e-post]");
  if (depth > 12 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrubValue(item, depth + 1)]));
}

/** A URL without its query and fragment: a query can carry an address or a signed token. */
export function withoutQuery(url: string): string {
  const cut = url.search(/[?#]/);
  return cut === -1 ? url : url.slice(0, cut);
}

/**
 * Sentry's `beforeSend`: drops the request's body, cookies, query and headers (but the harmless
 * ones), the user and the breadcrumbs' data, and blanks e-mail addresses in what is left
 * (exception messages can quote input).
 */
export function stripPersonalData<T extends ErrorEvent>(event: T): T {
  if (event.request) {
    const { url, method, headers } = event.request;
    const keep: Record<string, string> = {};
    for (const name of ["user-agent", "content-type", "content-length", "accept-language"]) {
      const value = headers?.[name] ?? headers?.[name.replace(/(^|-)./g, (s) => s.toUpperCase())];
      if (value) keep[name] = value;
    }
    event.request = { method, url: url ? withoutQuery(url) : undefined, headers: keep };
  }
  delete event.user;
  event.breadcrumbs = event.breadcrumbs?.map(({ data: _data, ...crumb }) => crumb);
  return scrubValue(event) as T;
}

/** The SDK's options for an env, or none (nothing is sent) without SENTRY_DSN. */
export function sentryOptions(env: unknown): CloudflareOptions | undefined {
  const dsn = dsnOf(env);
  if (!dsn) return undefined;
  return {
    dsn,
    // The SDK collects all of these by default; a report needs the error and the path, no more.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      queues: false,
      databaseQueryData: false,
      stackFrameVariables: false,
    },
    // Errors only: tracing would add spans to every request.
    tracesSampleRate: 0,
    beforeSend: stripPersonalData,
    beforeBreadcrumb: (crumb) =>
      crumb.category === "fetch" && crumb.data?.url ? { ...crumb, data: { url: withoutQuery(String(crumb.data.url)) } } : crumb,
  };
}

// Any handler's signature (its parameters are contravariant, hence `never`).
type Method = (...args: never[]) => unknown;
interface Handlers {
  fetch?: Method;
  queue?: Method;
  scheduled?: Method;
}

/**
 * A Worker's handlers, reported through Sentry's Cloudflare SDK when the env (each handler's
 * second argument) has SENTRY_DSN, and run as they are otherwise. The SDK wraps the object it is
 * given in place, so it gets a copy.
 */
export function withErrorReports<H extends Handlers>(handler: H): H {
  // Sentry's parameter type (AnyExportedHandler, `any` arguments) is not exported, hence the casts.
  const reported = Sentry.withSentry(sentryOptions, { ...handler } as Parameters<typeof Sentry.withSentry>[1]) as Handlers;
  const route =
    (name: keyof Handlers): Method =>
    (...args) =>
      (dsnOf(args[1]) ? reported : handler)[name]!(...args);
  return {
    ...handler,
    ...(handler.fetch && { fetch: route("fetch") }),
    ...(handler.queue && { queue: route("queue") }),
    ...(handler.scheduled && { scheduled: route("scheduled") }),
  };
}

/**
 * A `WorkerEntrypoint` class (the cached pages' renderer, workers/page-cache/entrypoint.ts) whose
 * methods report their errors through Sentry's SDK when the env it is built with has SENTRY_DSN,
 * and the class itself otherwise, like `withErrorReports`.
 */
export function withEntrypointErrorReports<C extends abstract new (ctx: never, env: never) => object>(entrypoint: C): C {
  const reported = Sentry.withSentry(sentryOptions, entrypoint as unknown as Parameters<typeof Sentry.withSentry>[1]) as unknown as C;
  return new Proxy(entrypoint, {
    construct: (target, args) => Reflect.construct(dsnOf(args[1]) ? reported : target, args),
  });
}

/**
 * Reports an error the code caught and answered itself (Hono's onError, React Router's
 * handleError, a failed queue message): a no-op outside a reporting handler.
 */
export function reportError(error: unknown): void {
  Sentry.captureException(error);
}

/** Reports a browser's error (app/client-errors.server.ts) as a message event, already stripped. */
export function reportClientError(report: { message: string; source?: string; stack?: string; url?: string }): void {
  if (!Sentry.getClient()) return;
  Sentry.captureEvent({
    message: report.message,
    level: "error",
    platform: "javascript",
    logger: "browser",
    tags: { side: "browser" },
    extra: { source: report.source, stack: report.stack, page: report.url },
  });
}
