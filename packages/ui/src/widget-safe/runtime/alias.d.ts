/** Vite `resolve.alias` entries: `react`, `react-dom/client` and the JSX runtime on the lean Preact layer. */
export declare const leanPreactAlias: { find: RegExp; replacement: string }[];
