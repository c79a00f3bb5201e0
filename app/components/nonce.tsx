import { createContext, useContext } from "react";

/** The response's CSP nonce while rendering on the server; empty in the browser, where it is not needed. */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
