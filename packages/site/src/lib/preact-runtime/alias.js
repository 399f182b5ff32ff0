// Plain JavaScript (typed by alias.d.ts) so that vite.config.ts and test configs import it without a build.
/**
 * The site's browser build runs its islands on Preact instead of React: `react` and `react-dom/client`
 * are this folder's thin layer over `preact/compat` (React's `identifierPrefix` for `useId`), `react-dom`
 * is `preact/compat`, JSX compat's runtime. The prerender (`vite build --ssr`) stays on React's
 * `renderToString`; Preact hydrates that HTML, keeping its DOM. Used by vite.config.ts (browser build only).
 */
const here = (file) => new URL(`./${file}`, import.meta.url).pathname;

export const preactIslandAlias = [
  { find: /^react-dom\/client$/, replacement: here("react-dom-client.ts") },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
  { find: /^react$/, replacement: here("react.js") },
];
