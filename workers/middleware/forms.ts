import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { csrf } from "hono/csrf";
import { langFromPath, stripLang } from "~/i18n/lang";

/** Job applications carry a CV and a cover letter of at most 5 MB each, plus the fields. */
export const APPLICATION_BODY_LIMIT = 11 * 1024 * 1024;
/** A photo staff upload on /staff/bilder: at most 15 MB (app/photos/bytes.ts), plus the fields. */
export const PHOTO_BODY_LIMIT = 16 * 1024 * 1024;
/** Every other form is text: far below this. */
export const FORM_BODY_LIMIT = 64 * 1024;
/** A desk reply may carry one PDF of at most 10 MB (decision 056), plus its text. */
export const DESK_REPLY_BODY_LIMIT = 11 * 1024 * 1024;
const deskCasePath = /^\/staff\/(?:bookings|lost-and-found|applications)\/\d{1,12}$/;

const tooLarge = {
  sv: "Det du skickade är för stort. Filer får vara högst 5 MB.",
  en: "What you sent is too large. Files may be at most 5 MB.",
};
const replyTooLarge =
  "Filen är för stor: en bilaga till ett svar får vara högst 10 MB. Gå tillbaka (ditt svar finns kvar i rutan) och välj en mindre PDF.";

/**
 * Where mail clients send RFC 8058 one-click unsubscribes: a POST from the mail provider's
 * servers, with no Origin and no form fields. Only these exact paths, with a token, skip the
 * cross-site check; the token signed into the URL authorises the deletion, and no cookie or
 * session is involved that a forged request could borrow. Body limits still apply.
 */
export const ONE_CLICK_UNSUBSCRIBE_PATHS: ReadonlySet<string> = new Set(["/newsletter/unsubscribe", "/en/newsletter/unsubscribe"]);

function isOneClickUnsubscribe(method: string, url: URL): boolean {
  return method === "POST" && ONE_CLICK_UNSUBSCRIBE_PATHS.has(url.pathname) && url.searchParams.has("token");
}

/**
 * Refuses cross-site form posts (Origin / Sec-Fetch-Site) and bodies larger than the form can
 * need, with 413 before the body is read when Content-Length says so.
 */
export function formProtection(): MiddlewareHandler[] {
  const limit = (maxSize: number): MiddlewareHandler =>
    bodyLimit({
      maxSize,
      onError: (c) => c.text(tooLarge[langFromPath(new URL(c.req.url).pathname)], 413),
    });
  const small = limit(FORM_BODY_LIMIT);
  const large = limit(APPLICATION_BODY_LIMIT);
  const reply = bodyLimit({ maxSize: DESK_REPLY_BODY_LIMIT, onError: (c) => c.text(replyTooLarge, 413) });
  const photo = bodyLimit({ maxSize: PHOTO_BODY_LIMIT, onError: (c) => c.text("Bilden är för stor. Den får vara högst 15 MB.", 413) });
  const sizeLimit: MiddlewareHandler = async (c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD" || c.req.method === "OPTIONS") return next();
    return { application: large, reply, photo, form: small }[bodyKindOf(c.req.url)](c, next);
  };
  const crossSite = csrf();
  const crossSiteCheck: MiddlewareHandler = async (c, next) =>
    isOneClickUnsubscribe(c.req.method, new URL(c.req.url)) ? next() : crossSite(c, next);
  return [readsWhatItRefused, crossSiteCheck, sizeLimit];
}

/** Which limit a post to this URL has: the job application's, a desk reply's, a staff photo's, or any other form's. */
function bodyKindOf(url: string): "application" | "reply" | "photo" | "form" {
  const path = stripLang(new URL(url).pathname).replace(/\.data$/, "");
  if (path === "/lediga-jobb") return "application";
  if (path === "/staff/bilder") return "photo";
  return deskCasePath.test(path) ? "reply" : "form";
}

/** The largest body a post to this URL may carry. */
function bodyLimitFor(url: string): number {
  return { application: APPLICATION_BODY_LIMIT, reply: DESK_REPLY_BODY_LIMIT, photo: PHOTO_BODY_LIMIT, form: FORM_BODY_LIMIT }[
    bodyKindOf(url)
  ];
}

/**
 * A post the site answers without reading it (a page with no form answers 405, a cross-site post
 * 403) leaves its body on the connection, and the next request on that kept-alive connection can
 * fail: behind the local preview server about one post in 25 came back as a 500 "fetch failed".
 * What is left of such a body is read once the answer is ready, but only a body whose
 * Content-Length fits the form's limit (browsers always send it): a larger or unannounced one is
 * left unread rather than read without bound.
 */
const readsWhatItRefused: MiddlewareHandler = async (c, next) => {
  const request = c.req.raw;
  await next();
  if (!request.body || request.bodyUsed) return;
  const announced = Number(request.headers.get("Content-Length") ?? Number.NaN);
  if (!(announced <= bodyLimitFor(request.url))) return;
  await request.arrayBuffer().catch(() => undefined);
};
