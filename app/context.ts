import { createContext } from "react-router";
import type { StaffIdentity } from "./staff/access.server";

/** What the Worker hands to every loader, action and middleware (see workers/app.ts). */
export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
  requestId: string;
  /** This response's Content-Security-Policy nonce, for React Router's inline scripts. */
  cspNonce: string;
  /** Under /staff only: who the staff gate (workers/middleware/staff.ts) let in. */
  staff?: StaffIdentity;
  /**
   * Only while a page is rendered once for every visitor (workers/page-cache/): the next form's
   * key as slots, which each response fills with a key of its own (`pageFormKey`).
   */
  formKeySlot?: FormKeySlot;
}

/** Hands out the next form's key and `rendered` value as slots (workers/page-cache/shared-page.ts, `formKeySlots`). */
export type FormKeySlot = () => { key: string; rendered: string };

export const cloudflareContext = createContext<CloudflareContext>();
