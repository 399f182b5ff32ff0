/** Vite `resolve.alias` entries: `react`, `react-dom` and the JSX runtimes on preact/compat (see alias.js). */
export declare const preactAlias: { find: RegExp; replacement: string }[];
