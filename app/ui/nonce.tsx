import { createContext, type ReactNode, useContext } from "react";

// The per-response CSP nonce, set by entry.server for server-rendered pages. In the browser
// (and in prerendered HTML, which the host allows by hash) it is an empty string.
const NonceContext = createContext("");

export function NonceProvider({ nonce, children }: { nonce: string; children: ReactNode }) {
  return <NonceContext value={nonce}>{children}</NonceContext>;
}

export function useNonce(): string {
  return useContext(NonceContext);
}
