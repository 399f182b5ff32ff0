// Plain JavaScript (typed by react.d.ts): preact/compat's types are a CommonJS `export =`, which a
// TypeScript module cannot re-export with `export *`.
/**
 * `react` under Preact (alias.js): preact/compat as it is, with React's `identifierPrefix` for `useId`.
 * Preact counts ids per root, starting each root at the same first id; a page with several roots (the
 * site's islands: say the cookie banner and the partner dialog, both open at once) would otherwise hand out
 * the same ids twice, and a label or description would point at the other root's element.
 * `createRoot` and `hydrateRoot` (react-dom-client.js) provide the root's prefix, as React does.
 */
import { createContext, useContext, useId as useRootId } from "preact/compat";

export * from "preact/compat";

/** The root's `identifierPrefix`, put around the root's tree by react-dom-client.js. */
export const IdentifierPrefixContext = createContext("");

/** React's `useId`: unique on the page when each root has its own prefix, stable across renders. */
export function useId() {
  return useContext(IdentifierPrefixContext) + useRootId();
}
