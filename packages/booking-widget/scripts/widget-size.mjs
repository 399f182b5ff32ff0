// Prints widget.js's size (minified and gzip) and fails above the budget. Run after `pnpm build`
// (part of `test:build`); `bench.mjs` prints the same figure.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

/** widget.js, everything included (Preact, styles, texts), after gzip: the budget, enforced. */
export const BUDGET_GZIP_BYTES = 20 * 1024;
/** What `pnpm test` (test:build) enforces: the budget itself. */
export const CEILING_GZIP_BYTES = BUDGET_GZIP_BYTES;
/** What the widget aims for. */
export const AIM_GZIP_BYTES = 15 * 1024;

export function widgetSize(file = new URL("../dist-widget/widget.js", import.meta.url)) {
  const code = readFileSync(file);
  return { raw: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { raw, gzip } = widgetSize();
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log(
    `widget.js: ${kb(raw)} min, ${kb(gzip)} gzip = ${gzip} bytes (budget ${kb(BUDGET_GZIP_BYTES)}, aim ${kb(AIM_GZIP_BYTES)})`,
  );
  if (gzip > CEILING_GZIP_BYTES) {
    console.error(`widget.js is over its ${kb(BUDGET_GZIP_BYTES)} gzip budget.`);
    process.exit(1);
  }
}
