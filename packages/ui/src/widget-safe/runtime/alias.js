// Plain JavaScript (typed by alias.d.ts) so that build configs can import it in Node without a build.
/**
 * The aliases widget.js builds with, and so the runtime the widget-safe subset is tested and measured
 * under: `react` is Preact's core and hooks behind the thin layer in this folder (not preact/compat),
 * `react-dom/client` its `createRoot`, JSX Preact's runtime. Used by the booking widget's build
 * (vite.widget.config.ts), ui's lean browser test (vitest.lean.config.ts) and its size measurement
 * (scripts/widget-safe-size.ts). The targets are this folder's TypeScript sources.
 */
const here = (file) => new URL(`./${file}`, import.meta.url).pathname;

export const leanPreactAlias = [
  { find: /^react-dom\/client$/, replacement: here("react-dom-client.ts") },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react$/, replacement: here("react.ts") },
];
