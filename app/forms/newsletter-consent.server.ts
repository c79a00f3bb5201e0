import { data } from "react-router";
import { getDb, type Db } from "~/db/client.server";
import { confirmSubscription, deleteSubscription, findSubscription, type Subscription } from "~/db/newsletter.server";
import { checkNewsletterLink, newsletterLinkSecret, parseNewsletterLink, type LinkPurpose } from "./newsletter-links.server";
import { logEvent } from "~/server/log-event.server";

/**
 * What the confirmation and unsubscribe pages do (app/routes/newsletter-*.tsx). Opening a link
 * (GET) never changes anything: mail scanners and link previews fetch links too, and consent
 * given by a scanner proves nothing. The visitor's press of the button (POST) confirms or
 * unsubscribes. An unsubscribe POST also arrives straight from mail clients (RFC 8058 one-click),
 * without any form fields: the signed token in the URL is the whole authority.
 */

export type ConsentView =
  /** A genuine link, nothing done yet: the page shows the address and the button. */
  | { state: "ready"; email: string }
  | { state: "confirmed"; email: string }
  | { state: "already-confirmed"; email: string }
  | { state: "unsubscribed" }
  /** An unsubscribe link whose address is no longer on the list: nothing left to do. */
  | { state: "not-subscribed" }
  /** A confirmation link older than its 30 days; the unconfirmed address has been removed. */
  | { state: "expired" }
  | { state: "invalid" };

type Resolved =
  { kind: "invalid" } | { kind: "gone" } | { kind: "expired"; subscription: Subscription } | { kind: "valid"; subscription: Subscription };

async function resolveLink(request: Request, env: Env, db: Db, purpose: LinkPurpose, now: Date): Promise<Resolved> {
  const secret = newsletterLinkSecret(env, request.url);
  if (!secret) {
    logEvent("newsletter_link_unverifiable", { purpose, reason: "NEWSLETTER_LINK_SECRET is not set" });
    return { kind: "invalid" };
  }
  const link = parseNewsletterLink(new URL(request.url).searchParams.get("token"), purpose);
  if (!link) return { kind: "invalid" };
  const subscription = await findSubscription(db, link.id);
  // Without the row there is no address to check the MAC against; say only that nothing is there.
  if (!subscription) return { kind: "gone" };
  const check = await checkNewsletterLink(secret, link, subscription.email, now);
  if (check === "invalid") return { kind: "invalid" };
  return check === "expired" ? { kind: "expired", subscription } : { kind: "valid", subscription };
}

function view(body: ConsentView) {
  const status = body.state === "invalid" ? 400 : body.state === "expired" ? 410 : 200;
  return data(body, { status });
}

/** GET /newsletter/confirm?token=…: the address and a button, or why the link cannot be used. */
export async function confirmationPage(request: Request, env: Env, now = new Date()) {
  const db = getDb(env.DB);
  const link = await resolveLink(request, env, db, "confirm", now);
  if (link.kind === "invalid" || link.kind === "gone") return view({ state: "invalid" });
  if (link.subscription.confirmedAt) return view({ state: "already-confirmed", email: link.subscription.email });
  if (link.kind === "expired") return expire(db, link.subscription);
  return view({ state: "ready", email: link.subscription.email });
}

/** POST /newsletter/confirm?token=…: records the consent (once; a repeat changes nothing). */
export async function confirmSubscriptionAction(request: Request, env: Env, now = new Date()) {
  const db = getDb(env.DB);
  const link = await resolveLink(request, env, db, "confirm", now);
  if (link.kind === "invalid" || link.kind === "gone") return view({ state: "invalid" });
  const { subscription } = link;
  if (subscription.confirmedAt) return view({ state: "already-confirmed", email: subscription.email });
  if (link.kind === "expired") return expire(db, subscription);
  const result = await confirmSubscription(db, subscription.id, now);
  if (!result) return view({ state: "invalid" });
  if (result.justNow) logEvent("newsletter_confirmed", { id: subscription.id, source: subscription.source, lang: subscription.lang });
  return view({ state: result.justNow ? "confirmed" : "already-confirmed", email: subscription.email });
}

/** An unconfirmed address whose link has expired is due for deletion anyway; removing it now lets the visitor sign up again. */
async function expire(db: Db, subscription: Subscription) {
  if (await deleteSubscription(db, subscription.id, { onlyUnconfirmed: true })) {
    logEvent("newsletter_confirmation_expired", { id: subscription.id });
  }
  return view({ state: "expired" });
}

/** GET /newsletter/unsubscribe?token=…: the address and the button. */
export async function unsubscribePage(request: Request, env: Env) {
  const db = getDb(env.DB);
  const link = await resolveLink(request, env, db, "unsubscribe", new Date());
  if (link.kind === "invalid" || link.kind === "expired") return view({ state: "invalid" });
  if (link.kind === "gone") return view({ state: "not-subscribed" });
  return view({ state: "ready", email: link.subscription.email });
}

/** POST /newsletter/unsubscribe?token=…: from the page's button or a mail client's one-click; deletes the address. */
export async function unsubscribeAction(request: Request, env: Env) {
  const db = getDb(env.DB);
  const link = await resolveLink(request, env, db, "unsubscribe", new Date());
  if (link.kind === "invalid" || link.kind === "expired") return view({ state: "invalid" });
  if (link.kind === "gone") return view({ state: "not-subscribed" });
  const oneClick = await isOneClick(request);
  if (await deleteSubscription(db, link.subscription.id)) {
    logEvent("newsletter_unsubscribed", { id: link.subscription.id, via: oneClick ? "one-click" : "page" });
  }
  return view({ state: "unsubscribed" });
}

/** RFC 8058: a mail client's one-click POST carries `List-Unsubscribe=One-Click`. Only for the log. */
async function isOneClick(request: Request): Promise<boolean> {
  try {
    return (await request.formData()).get("List-Unsubscribe") === "One-Click";
  } catch {
    return false;
  }
}
