import { createContext } from "react-router";

/** What the Worker hands to every loader, action and middleware (see workers/app.ts). */
export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
  requestId: string;
  /** This response's Content-Security-Policy nonce, for React Router's inline scripts. */
  cspNonce: string;
}

export const cloudflareContext = createContext<CloudflareContext>();
