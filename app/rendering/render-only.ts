/**
 * Loader data that only the server's render needs (docs/decisions/022-cheaper-fresh-render.md).
 *
 * A loader's data is rendered into the page and sent again for hydration, as React Router's
 * turbo-stream payload. Text that the page shows but no script ever changes (a page's
 * paragraphs, the footer's links) need not travel twice: for a document, `renderOnly` hands the
 * value to the server's render as a property the payload leaves out (not enumerable: the encoder
 * walks `Object.keys`), and `<ServerRendered>` (app/rendering/server-rendered.tsx) keeps that
 * part of the page as the browser received it instead of hydrating it. A client navigation's
 * `.data` request gets the value itself, so the browser renders the part as before.
 *
 * The encoder's use of `Object.keys` is React Router's internals: render-only.test.ts fails
 * loudly if an upgrade starts sending the value after all.
 */
export interface RenderOnly<T> {
  readonly value?: T;
}

/**
 * The requests that render a whole document, as the Worker received them (workers/app.ts). React
 * Router hands a document's loaders that same request and a `.data` request's loaders a new one,
 * so a request not found here is sent its data: the safe side, should that ever change.
 */
const documentRequests = new WeakSet<Request>();

export function markDocumentRequest(request: Request) {
  documentRequests.add(request);
}

/** Whether `request` renders a whole document (not a client navigation's `.data` request). */
export function rendersDocument(request: Request): boolean {
  return documentRequests.has(request);
}

/** `value` for the server's render only when `request` renders a document; sent along otherwise. */
export function renderOnly<T>(value: T, request: Request): RenderOnly<T> {
  return rendersDocument(request) ? Object.defineProperty({}, "value", { value, enumerable: false }) : { value };
}
