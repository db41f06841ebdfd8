import { createContext, useContext } from "react";

// The CSP nonce of the current request, for the few inline scripts we render.
const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
