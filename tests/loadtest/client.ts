import { formAction, formPage, type Case } from "./submissions.ts";

/**
 * One visitor's submission, as a browser without JavaScript makes it: fetch the form page (which
 * issues the signed one-time form key), take a person's time to fill it in, post it. The client
 * address travels in CF-Connecting-IP: locally workerd passes the header through as sent; on
 * Cloudflare the edge sets it itself and a client cannot choose it.
 */

export type Outcome =
  | "accepted"
  | "refusedField"
  | "refusedForged"
  | "refusedLimited"
  | "refusedDuplicate"
  | "refusedOther"
  | "decoy"
  | "serverError"
  | "connectionError";

export interface Sent {
  case: Case;
  /** The form key: the row's submission_key. */
  key: string | null;
  /** One entry per POST (two for a resend). */
  responses: Array<{ status: number | null; outcome: Outcome; ms: number; at: number; error?: string }>;
}

const FILL_MS = 1700;

function formIn(html: string, c: Case): { key: string; rendered: string; action: string } | null {
  const forms = [...html.matchAll(/<form\b[\s\S]*?<\/form>/g)].map((match) => match[0]);
  const form = forms.find((candidate) => {
    const action = /action="([^"]*)"/.exec(candidate)?.[1] ?? "";
    if (c.form === "private") return candidate.includes('name="formType" value="private"');
    if (c.form === "business") return candidate.includes('name="formType" value="business"');
    return action.split("?")[0] === formAction[c.form];
  });
  if (!form) return null;
  const key = /name="_key" value="([^"]+)"/.exec(form)?.[1];
  const rendered = /name="_rendered" value="([^"]+)"/.exec(form)?.[1];
  // Post where the browser would: the form's own action (it may carry a query, e.g. the job applied for).
  const action = (/action="([^"]*)"/.exec(form)?.[1] ?? formAction[c.form]).replace(/&amp;/g, "&");
  return key && rendered ? { key, rendered, action } : null;
}

/**
 * A field-level message the visitor can read: the form marks the field invalid and names why; the
 * newsletter's answer page (one field) says it in an alert.
 */
const hasFieldMessage = (c: Case, html: string) =>
  /aria-invalid="true"/.test(html) || (c.form.startsWith("newsletter") && /role="alert"/.test(html));

function judge(c: Case, status: number, html: string): Outcome {
  if (status >= 500) return "serverError";
  if (status === 200) return c.expect === "decoy" ? "decoy" : "accepted";
  if (status === 429) return "refusedLimited";
  if (status === 409) return "refusedDuplicate";
  if (status === 400 && c.expect !== "forged" && hasFieldMessage(c, html)) return "refusedField";
  if (status === 400 && c.expect === "forged") return "refusedForged";
  return "refusedOther";
}

function body(c: Case, token: { key: string; rendered: string; action: string }, today: string): FormData | URLSearchParams {
  const fields = c.fields(today);
  const entries: Array<[string, string]> = [
    ["_key", token.key],
    ["_rendered", c.expect === "forged" ? token.rendered.replace(/.$/, (ch) => (ch === "A" ? "B" : "A")) : token.rendered],
    // The honeypot (app/forms/form-key-fields.ts; the app is outside this script's TypeScript project).
    ["lingon", c.expect === "decoy" ? "http://spam.example" : ""],
  ];
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) entries.push([name, item]);
  }
  if (c.file) {
    const form = new FormData();
    for (const [name, value] of entries) form.append(name, value);
    form.append("cv", new Blob([c.file.bytes as Uint8Array<ArrayBuffer>], { type: c.file.type }), c.file.name);
    return form;
  }
  return new URLSearchParams(entries);
}

export async function submit(origin: string, c: Case, today: string): Promise<Sent> {
  const sent: Sent = { case: c, key: null, responses: [] };
  const headers = { "CF-Connecting-IP": c.clientIp, "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) loadtest", Accept: "text/html" };
  const started = Date.now();
  let token;
  try {
    const page = await fetch(origin + formPage[c.form], { headers, signal: AbortSignal.timeout(30_000) });
    token = formIn(await page.text(), c);
    if (!token) throw new Error(`no form in ${formPage[c.form]} (HTTP ${page.status})`);
  } catch (error) {
    sent.responses.push({
      status: null,
      outcome: "connectionError",
      ms: Date.now() - started,
      at: Date.now(),
      error: `GET: ${String(error)}`,
    });
    return sent;
  }
  sent.key = token.key;
  await new Promise((resolve) => setTimeout(resolve, FILL_MS));
  for (let attempt = 0; attempt < (c.resend ? 2 : 1); attempt++) {
    const postStarted = Date.now();
    try {
      const response = await fetch(origin + token.action, {
        method: "POST",
        headers: { ...headers, Origin: origin, "Sec-Fetch-Site": "same-origin" },
        body: body(c, token, today),
        redirect: "manual",
        signal: AbortSignal.timeout(30_000),
      });
      const html = await response.text();
      sent.responses.push({
        status: response.status,
        outcome: judge(c, response.status, html),
        ms: Date.now() - postStarted,
        at: Date.now(),
      });
    } catch (error) {
      sent.responses.push({ status: null, outcome: "connectionError", ms: Date.now() - postStarted, at: Date.now(), error: String(error) });
    }
  }
  return sent;
}
