/** Vite `resolve.alias` entries: the site's islands on Preact (see alias.js). */
export declare const preactIslandAlias: { find: RegExp; replacement: string }[];
