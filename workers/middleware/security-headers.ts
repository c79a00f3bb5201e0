import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { turnstileSiteKey } from "~/forms/turnstile.server";
import { maps, turnstile } from "~/site";

/**
 * Security headers on every response the Worker answers (issue 6), scored against the MDN HTTP
 * Observatory's rules (docs/decisions/008-hardening.md): a nonce-based CSP (React Router's inline
 * scripts carry the nonce; 'strict-dynamic' lets them load the hashed modules), HSTS for two
 * years, no framing, no sniffing, a strict referrer policy, COOP/CORP, and every browser feature
 * the site does not use switched off. Static files never reach the Worker: public/_headers gives
 * them the same headers (a test keeps the two equal).
 */
export function securityHeaders({ development }: { development: boolean }): MiddlewareHandler {
  const withoutTurnstile = headersFor({ development, turnstile: false });
  const withTurnstile = headersFor({ development, turnstile: true });
  // Turnstile's frame is allowed only where its keys are configured (app/forms/turnstile.server.ts).
  return (c, next) => (c.env && turnstileSiteKey(c.env) ? withTurnstile : withoutTurnstile)(c, next);
}

function headersFor({ development, turnstile: challenge }: { development: boolean; turnstile: boolean }): MiddlewareHandler {
  return secureHeaders({
    // A response that brings its own header keeps it: a staff download's sandbox CSP
    // (app/staff/files.server.ts) is stricter than the site's policy (issue 14).
    overwrite: false,
    // Vite's dev server injects scripts of its own; the policy applies to built sites only.
    contentSecurityPolicy: development
      ? undefined
      : {
          defaultSrc: ["'self'"],
          scriptSrc: [NONCE, "'strict-dynamic'", "'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:"],
          fontSrc: ["'self'"],
          connectSrc: ["'self'"],
          frameSrc: challenge ? [maps.embedOrigin, turnstile.origin] : [maps.embedOrigin],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
        },
    strictTransportSecurity: "max-age=63072000; includeSubDomains",
    xFrameOptions: "DENY",
    xContentTypeOptions: "nosniff",
    referrerPolicy: "strict-origin-when-cross-origin",
    crossOriginOpenerPolicy: "same-origin",
    crossOriginResourcePolicy: "same-origin",
    crossOriginEmbedderPolicy: false,
    originAgentCluster: "?1",
    xPermittedCrossDomainPolicies: "none",
    // Only features browsers know: Chromium logs an error on every page for each name it does not
    // recognise (bluetooth and ambient-light-sensor were two; issue 30). security-headers.spec.ts
    // fails on such a message.
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      midi: [],
      magnetometer: [],
      gyroscope: [],
      accelerometer: [],
      displayCapture: [],
      idleDetection: [],
      screenWakeLock: [],
      xrSpatialTracking: [],
      autoplay: [],
      browsingTopics: [],
    },
  });
}

/** Addresses a developer's machine serves over plain http: never redirected. */
const localHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Plain http goes to the same URL on https (same host first, so HSTS can take hold), except on
 * a developer's machine and in `vite dev`. 301 for page loads; 308 keeps a form post a post.
 * Cloudflare's "Always Use HTTPS" does the same for static files, which never reach the Worker.
 */
export function httpsOnly({ development }: { development: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (development || url.protocol !== "http:" || localHosts.has(url.hostname) || url.hostname.endsWith(".localhost")) return next();
    url.protocol = "https:";
    return c.redirect(url.toString(), c.req.method === "GET" || c.req.method === "HEAD" ? 301 : 308);
  };
}
