// Plain JavaScript, like react.js, which it imports.
/**
 * `react-dom/client` under Preact (alias.js): preact/compat's `createRoot` and `hydrateRoot`, with React's
 * `identifierPrefix` option, which `useId` (react.js) puts in front of every id of the root.
 */
import { createElement } from "preact/compat";
import { createRoot as createCompatRoot, hydrateRoot as hydrateCompatRoot } from "preact/compat/client";
import { IdentifierPrefixContext } from "./react.js";

/** @param {import("preact").ComponentChildren} children @param {{ identifierPrefix?: string } | undefined} options */
const withPrefix = (children, options) =>
  createElement(IdentifierPrefixContext.Provider, { value: options?.identifierPrefix ?? "" }, children);

/** @param {Element} container @param {{ identifierPrefix?: string }} [options] */
export function createRoot(container, options) {
  const root = createCompatRoot(container);
  return {
    /** @param {import("preact").ComponentChildren} children */
    render: (children) => root.render(withPrefix(children, options)),
    unmount: () => root.unmount(),
  };
}

/**
 * Takes over the prerendered HTML in `container` (Preact keeps the DOM and attaches the handlers).
 * @param {Element} container @param {import("preact").ComponentChildren} children
 * @param {{ identifierPrefix?: string }} [options]
 */
export function hydrateRoot(container, children, options) {
  hydrateCompatRoot(container, withPrefix(children, options));
  return createRoot(container, options);
}
