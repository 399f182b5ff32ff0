/**
 * The runtime the widget-safe subset is written for and widget.js ships: the part of React's API the
 * subset and the widget use, on Preact's core and hooks (`react` is aliased here, see alias.ts).
 * `preact/compat` would add about 1.4 kB gzip for things they never call (Children, forwardRef, Suspense,
 * context, legacy lifecycles, event wrappers). What compat does that they need is in react-dom-client.ts
 * (`installReactEvents`). A file that imports anything else from `react` fails the build with a missing
 * export.
 */
export { Component } from "preact";
export { useCallback, useEffect, useId, useMemo, useRef, useState } from "preact/hooks";
