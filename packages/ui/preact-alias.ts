/**
 * The aliases the booking widget builds with: React's API from `preact/compat`, JSX from Preact's runtime.
 * Shared by the Preact test (vitest.preact.config.ts) and the size measurement (scripts/widget-safe-size.ts).
 */
export const preactAlias = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react$/, replacement: "preact/compat" },
];
