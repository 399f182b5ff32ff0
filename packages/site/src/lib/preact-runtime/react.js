// Plain JavaScript (typed by react.d.ts): preact/compat's types are a CommonJS `export =`, which a
// TypeScript module cannot re-export with `export *`.
/**
 * `react` in the site's browser build (alias.js): Preact's React compatibility layer, with React's
 * `identifierPrefix` for `useId`. Every island is a root of its own and Preact counts ids per root, so
 * without a prefix two islands (the cookie banner and the partner modal, say) would hand out the same ids.
 * `hydrateRoot` and `createRoot` (react-dom-client.ts) provide the root's prefix, as React does.
 */
import * as compat from "preact/compat";
import { createContext, useContext, useId as useRootId } from "preact/compat";

export * from "preact/compat";

/** The root's `identifierPrefix`, put around the root's tree by react-dom-client.ts. */
export const IdentifierPrefixContext = createContext("");

/** React's `useId`: unique on the page, stable across renders, the root's prefix first. */
export function useId() {
  return useContext(IdentifierPrefixContext) + useRootId();
}

export default { ...compat, useId };
