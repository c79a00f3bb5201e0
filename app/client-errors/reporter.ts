/**
 * The browser's error reporter: an inline script in every page's head (app/root.tsx, with the
 * CSP nonce), so it catches errors before and while the bundles load, in well under 1 KB. It
 * posts with sendBeacon, whose text/plain body makes the form protection's same-origin check
 * (workers/middleware/forms.ts) apply to it as to a form; at most 5 reports per page view, only
 * the page's path (a query can carry an address), "Script error." of foreign scripts dropped.
 */
export const CLIENT_ERROR_PATH = "/api/client-error";

/** A report is a few hundred bytes; anything far larger is not one (413). */
export const CLIENT_ERROR_BODY_LIMIT = 8 * 1024;

export const clientErrorReporter = `(function(){var n=0;function r(m,s,t){if(!m||n++>4||m=="Script error.")return;try{navigator.sendBeacon("${CLIENT_ERROR_PATH}",JSON.stringify({message:String(m).slice(0,500),source:String(s||"").slice(0,300),stack:String(t||"").slice(0,2000),page:location.pathname}))}catch(e){}}addEventListener("error",function(e){e.message&&r(e.message,e.filename+":"+e.lineno+":"+e.colno,e.error&&e.error.stack)});addEventListener("unhandledrejection",function(e){var x=e.reason;r(x&&x.message||String(x),"",x&&x.stack)})})()`;
