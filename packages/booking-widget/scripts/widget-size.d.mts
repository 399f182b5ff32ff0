/** widget.js's gzip budget in bytes (the goal). */
export declare const BUDGET_GZIP_BYTES: number;
/** What `pnpm test` (test:build) enforces. */
export declare const CEILING_GZIP_BYTES: number;
/** What the widget aims for. */
export declare const AIM_GZIP_BYTES: number;
/** widget.js's size, minified and after gzip (level 9). */
export declare function widgetSize(file?: URL): { raw: number; gzip: number };
