/**
 * widget.js only: the part of React's API the widget and ui's widget-safe components use, on Preact's core
 * and hooks (`react` is aliased here in vite.widget.config.ts). `preact/compat` would add about 1.4 kB gzip
 * for things the widget never calls (Children, forwardRef, Suspense, legacy lifecycles, event wrappers).
 * What compat does that the widget needs is in `installReactEvents`.
 */
import type { ComponentChildren, FunctionComponent, Ref } from "preact";

export { Component, createContext, createElement, Fragment } from "preact";
export {
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "preact/hooks";

/**
 * Preact 11 passes `ref` to function components as a prop, as React 19 does. Only lucide's icons in ui's
 * widget-safe index ask for it; they are not part of widget.js, but the index must link.
 */
export function forwardRef<P extends { ref?: Ref<unknown> }>(
  render: (props: P, ref: P["ref"]) => ComponentChildren,
): FunctionComponent<P> {
  return (props) => render(props, props.ref);
}
