// Prints widget.js's size (minified and gzip) and fails above the budget. Run after `pnpm build`
// (part of `test:build`); `bench.mjs` prints the same figure.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

/** widget.js, everything included (Preact, styles, texts), after gzip. */
export const BUDGET_GZIP_BYTES = 20 * 1024;

export function widgetSize(file = new URL("../dist-widget/widget.js", import.meta.url)) {
  const code = readFileSync(file);
  return { raw: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { raw, gzip } = widgetSize();
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log(`widget.js: ${kb(raw)} min, ${kb(gzip)} gzip (budget ${kb(BUDGET_GZIP_BYTES)})`);
  if (gzip > BUDGET_GZIP_BYTES) {
    console.error("widget.js is over its size budget.");
    process.exit(1);
  }
}
