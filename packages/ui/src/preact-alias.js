// Plain JavaScript (typed by preact-alias.d.ts) so that build and test configs import it in Node without a build.
/**
 * Vite `resolve.alias` entries that run code written against `react` and `react-dom` on Preact's own React
 * compatibility layer, as it comes: `react`, `react-dom` -> `preact/compat`, `react-dom/client` ->
 * `preact/compat/client`, the JSX runtimes -> `preact/jsx-runtime`. The booking widget's script-tag build,
 * the site's browser build, ui's widget-safe browser test and its size measurement all use this one list,
 * so what is tested is what ships. Add `dedupe: ["preact"]` next to it: the targets then resolve from the
 * project root, whichever package imports `react`.
 */
export const preactAlias = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react$/, replacement: "preact/compat" },
];
