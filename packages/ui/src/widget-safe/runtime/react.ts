/**
 * widget.js only: the part of React's API the widget uses, on Preact's core and hooks (`react` is aliased
 * here in vite.widget.config.ts). `preact/compat` would add about 1.4 kB gzip for things the widget never
 * calls (Children, forwardRef, Suspense, legacy lifecycles, event wrappers). What compat does that the
 * widget needs is in react-dom-client.ts (`installReactEvents`). A widget file that imports anything else
 * from `react` fails the build with a missing export.
 */
export { Component } from "preact";
export { useCallback, useEffect, useId, useMemo, useRef, useState } from "preact/hooks";
