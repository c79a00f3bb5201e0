import { createContext } from "react-router";

/** What the Worker hands to every loader, action and middleware (see workers/app.ts). */
export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
  requestId: string;
}

export const cloudflareContext = createContext<CloudflareContext>();
