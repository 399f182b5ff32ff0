// Plain JavaScript (typed by alias.d.ts) so that build and test configs import it in Node without a build.
/**
 * Vite `resolve.alias` entries that run code written against `react` and `react-dom` on Preact's React
 * compatibility layer: `react-dom` is `preact/compat`, the JSX runtimes are `preact/jsx-runtime`, and
 * `react` and `react-dom/client` are preact/compat with one addition of this folder, React's per-root
 * `identifierPrefix` for `useId` (react.js). The booking widget's script-tag build, the site's browser
 * build, ui's widget-safe browser test and its size measurement all use this one list, so what is tested is
 * what ships. Put `dedupe: ["preact"]` next to it: the targets then resolve from the project's root,
 * whichever package imports `react`.
 */
const here = (file) => new URL(`./${file}`, import.meta.url).pathname;

export const preactAlias = [
  { find: /^react-dom\/client$/, replacement: here("react-dom-client.js") },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react$/, replacement: here("react.js") },
];
