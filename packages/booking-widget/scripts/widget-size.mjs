// Prints widget.js's size (minified and gzip) and fails above the ceiling. Run after `pnpm build`
// (part of `test:build`; test/widget-bundle.build.test.ts checks the same ceiling); `bench.mjs` prints the
// same figure and the bytes by module.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

/** widget.js, everything included (Preact, styles, texts), after gzip: the goal of issue 18. */
export const BUDGET_GZIP_BYTES = 16 * 1024;
/**
 * What `pnpm test` (test:build) enforces: today's size plus a few bytes, so that any growth fails. Not yet
 * the budget: widget.js is about 4 kB over it (see README, "Size"); lower this with every byte won.
 */
// 20,400 B plus the large groups' enquiry form (issue 20): 20,374 -> 21,441 B measured, +1,067 B; plus the
// booking's language in the request and the host page's <html lang> as the default (21,471 B, +30 B); plus
// the waitlist (issue 20): "Auf die Warteliste" below a fully booked day's slots, the details form with a
// Von/Bis window, its receipt, German and English texts (21,471 -> 22,359 B measured, +888 B; about 320 B
// of it texts, the rest the form, the request and its answers, sharing the enquiry's code); plus the English
// .ics file name and a booking's 409 enquiry_required going back to the enquiry without a "taken" message
// (22,359 -> 22,393 B measured, +34 B).
export const CEILING_GZIP_BYTES = 22_410;
/** What the widget aims for. */
export const AIM_GZIP_BYTES = 12 * 1024;

export function widgetSize(file = new URL("../dist-widget/widget.js", import.meta.url)) {
  const code = readFileSync(file);
  return { raw: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { raw, gzip } = widgetSize();
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log(
    `widget.js: ${kb(raw)} min, ${kb(gzip)} gzip = ${gzip} bytes (ceiling ${CEILING_GZIP_BYTES} B, budget ${kb(BUDGET_GZIP_BYTES)}, aim ${kb(AIM_GZIP_BYTES)})`,
  );
  if (gzip > BUDGET_GZIP_BYTES) console.log(`widget.js is ${gzip - BUDGET_GZIP_BYTES} B over its budget.`);
  if (gzip > CEILING_GZIP_BYTES) {
    console.error(`widget.js is over its ${CEILING_GZIP_BYTES} B gzip ceiling.`);
    process.exit(1);
  }
}
