/** Vite `resolve.alias` entries: `react`, `react-dom` and the JSX runtimes on `preact/compat` (see preact-alias.js). */
export declare const preactAlias: { find: RegExp; replacement: string }[];
