/**
 * `react-dom/client` in the site's browser build (alias.js): Preact's `hydrate` and `render` with React's
 * `identifierPrefix` option, which `useId` (react.js) puts in front of every id of the root.
 */
import type { ComponentChildren } from "preact";
import { createElement, hydrate, render } from "preact/compat";
import { IdentifierPrefixContext } from "./react.js";

export interface RootOptions {
  identifierPrefix?: string;
}

export interface Root {
  render: (children: ComponentChildren) => void;
  unmount: () => void;
}

const withPrefix = (children: ComponentChildren, options: RootOptions | undefined) =>
  createElement(IdentifierPrefixContext.Provider, { value: options?.identifierPrefix ?? "" }, children);

export function createRoot(container: Element, options?: RootOptions): Root {
  return {
    render: (children) => render(withPrefix(children, options), container),
    unmount: () => render(null, container),
  };
}

/** Takes over the prerendered HTML in `container` (Preact keeps the DOM and attaches the handlers). */
export function hydrateRoot(container: Element, children: ComponentChildren, options?: RootOptions): Root {
  hydrate(withPrefix(children, options), container);
  return createRoot(container, options);
}
