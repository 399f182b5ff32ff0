// Prints widget.js's size (minified and gzip) and fails above the budget. Run after `pnpm build`
// (part of `test:build`); `bench.mjs` prints the same figure.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

/** widget.js, everything included (Preact, styles, texts), after gzip: the budget. */
export const BUDGET_GZIP_BYTES = 20 * 1024;
/**
 * What the test enforces today: the size reached when the widget landed (23.2 kB), so that it can only
 * shrink. The budget above is not met yet — the work to get there is noted on the widget issue, which
 * stays open until this ceiling equals the budget.
 */
export const CEILING_GZIP_BYTES = 23.5 * 1024;

export function widgetSize(file = new URL("../dist-widget/widget.js", import.meta.url)) {
  const code = readFileSync(file);
  return { raw: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { raw, gzip } = widgetSize();
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log(
    `widget.js: ${kb(raw)} min, ${kb(gzip)} gzip (budget ${kb(BUDGET_GZIP_BYTES)}, enforced ceiling ${kb(CEILING_GZIP_BYTES)})`,
  );
  if (gzip > CEILING_GZIP_BYTES) {
    console.error("widget.js grew past its enforced ceiling.");
    process.exit(1);
  }
  if (gzip > BUDGET_GZIP_BYTES) console.warn("widget.js is still over its 20 kB budget.");
}
