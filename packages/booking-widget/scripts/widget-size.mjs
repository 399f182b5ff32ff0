// Prints what widget.js costs (minified and gzip) and fails above the ceilings. Run after `pnpm build`
// (part of `test:build`; test/widget-bundle.build.test.ts checks the same ceilings); `bench.mjs` prints the
// same figures and the bytes by module.
//
// widget.js is a small classic script that imports the widget's entry chunk (an ES module) from its own
// origin; the entry imports the later steps' chunk on demand (see README, "How widget.js is built"). So:
// - start: what a guest downloads before the first slots show: widget.js, the entry chunk and whatever
//   the entry imports statically (each file gzipped on its own, as served);
// - on demand: the chunks only a dynamic import() reaches: the later steps (loaded once the slots are on
//   screen or a form is opened) and the dialog (loaded when a button or `Tischservice.open()` needs it; a
//   button's script tag fetches it together with the entry, printed as the button's start figure);
// - total: both.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

/** What a guest downloads before the first slots, after gzip: the goal of issue 18. */
export const BUDGET_GZIP_BYTES = 16 * 1024;
/**
 * What `pnpm test` (test:build) enforces: today's sizes plus a few bytes, so that any growth fails. Lower
 * them with every byte won (see README, "Size").
 */
// Issue 18: the steps after the slots (details, enquiry and waitlist forms, summary, receipts, .ics, sending)
// moved into a chunk loaded on demand: one IIFE of 22,393 B -> start 19,041 B (widget.js 177 B + entry
// chunk), on demand 4,901 B, total 23,942 B measured. Then the dialog and floating button as a chunk of their
// own (fetched with the entry by a button's tag, on demand for Tischservice.open()): start 18,616 B, a
// button's start 19,484 B, total 24,402 B measured (then 18,621, 19,489 and 24,407 B with widget.js's
// loads made async, so that a bad base URL rejects instead of throwing into the page). Then the closed-day rules
// loaded with the schedule, which comes after the first slots: start 18,291 B, a button's start 19,158 B,
// total 24,732 B measured (a fourth chunk costs the total its own gzip overhead); with the reading of the
// restaurant's and the schedule's answers in that chunk (restaurant-data.ts): start 18,094 B, a button's
// start 18,961 B, total 24,779 B measured. Then the texts by when and in what language they are needed (the
// start screen's German texts in the entry, the later steps' with those steps, English in a chunk of its
// own for an English widget): start 16,494 B, a button's start 17,364 B, total 25,420 B measured (the
// total grows by the English chunk's own gzip overhead and the texts' compression split over chunks); with
// the later steps' headings and moves in their chunk and the dialog's own words in the dialog's: start
// 16,362 B, a button's start 17,297 B, total 25,484 B measured; with the calendar's keyboard focus fix 16,365,
// 17,300 and 25,487 B.
// The start's ceiling is the budget itself now that the start is within it.
export const CEILING_GZIP_BYTES = { start: 16_384, button: 17_330, total: 25_520 };
/** What the widget aims for (start). */
export const AIM_GZIP_BYTES = 12 * 1024;

const gzip = (bytes) => gzipSync(bytes, { level: 9 }).byteLength;

/**
 * widget.js and its chunks in `dir` (dist-widget): each file's bytes, minified and gzip, and whether it is
 * loaded at start (widget.js, the entry chunk and its static imports) or on demand (dynamic imports).
 */
export function widgetFiles(dir = new URL("../dist-widget/", import.meta.url)) {
  const loader = readFileSync(new URL("widget.js", dir), "utf8");
  // widget.js imports its entry (`u("<entry>")`) and, for a button, the dialog's chunk (`u("<dialog>")`).
  const [entry, ...forButton] = [...loader.matchAll(/\bu\("([^"]+)"\)/g)].map((match) => match[1]);
  if (!entry) throw new Error("widget.js names no entry chunk.");
  const files = new Map([["widget.js", { code: Buffer.from(loader), start: true }]]);
  const visit = (path, start) => {
    const known = files.get(path);
    if (known && (known.start || !start)) return;
    const code = readFileSync(new URL(path, dir));
    files.set(path, { code, start });
    const text = code.toString("utf8");
    const folder = path.slice(0, path.lastIndexOf("/") + 1);
    // Static imports (`import … from"./x.js"`, `import"./x.js"`) load with it; import() only on demand.
    for (const [, spec] of text.matchAll(/(?:\bfrom|\bimport)\s*["'`](\.\/[^"'`]+)["'`]/g))
      visit(folder + spec.slice(2), start);
    for (const [, spec] of text.matchAll(/\bimport\(\s*["'`](\.\/[^"'`]+)["'`]\s*\)/g))
      visit(folder + spec.slice(2), false);
  };
  visit(entry, true);
  return [...files].map(([path, { code, start }]) => ({
    path,
    start,
    button: start || forButton.includes(path),
    raw: code.byteLength,
    gzip: gzip(code),
  }));
}

/** The three figures: at start, on demand, total (each the sum of its files, gzipped one by one). */
export function widgetSize(dir) {
  const files = widgetFiles(dir);
  const sum = (list, key) => list.reduce((total, file) => total + file[key], 0);
  const start = files.filter((file) => file.start);
  const later = files.filter((file) => !file.start);
  const button = files.filter((file) => file.button);
  return {
    files,
    start: { raw: sum(start, "raw"), gzip: sum(start, "gzip") },
    button: { raw: sum(button, "raw"), gzip: sum(button, "gzip") },
    later: { raw: sum(later, "raw"), gzip: sum(later, "gzip") },
    total: { raw: sum(files, "raw"), gzip: sum(files, "gzip") },
  };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** Prints the files and the three figures against the budget and the ceilings. */
export function printWidgetSize(size = widgetSize()) {
  for (const file of size.files) {
    console.log(
      `  ${file.start ? "start    " : file.button ? "button   " : "on demand"} ${String(file.gzip).padStart(6)} B gzip ${String(file.raw).padStart(7)} B min  ${file.path}`,
    );
  }
  console.log(
    `widget.js before the first slots (start): ${kb(size.start.raw)} min, ${kb(size.start.gzip)} gzip = ${size.start.gzip} B (ceiling ${CEILING_GZIP_BYTES.start} B, budget ${BUDGET_GZIP_BYTES} B, aim ${AIM_GZIP_BYTES} B)`,
  );
  console.log(
    `a button's script tag at start (and the dialog's chunk): ${kb(size.button.raw)} min, ${size.button.gzip} B gzip`,
  );
  console.log(
    `on demand (after the slots; the dialog): ${kb(size.later.raw)} min, ${size.later.gzip} B gzip`,
  );
  console.log(
    `total: ${kb(size.total.raw)} min, ${size.total.gzip} B gzip (ceiling ${CEILING_GZIP_BYTES.total} B)`,
  );
  if (size.start.gzip > BUDGET_GZIP_BYTES)
    console.log(`The start is ${size.start.gzip - BUDGET_GZIP_BYTES} B over its budget.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const size = widgetSize();
  printWidgetSize(size);
  let failed = false;
  for (const key of ["start", "button", "total"]) {
    if (size[key].gzip > CEILING_GZIP_BYTES[key]) {
      console.error(`widget.js's ${key} figure is over its ${CEILING_GZIP_BYTES[key]} B gzip ceiling.`);
      failed = true;
    }
  }
  if (failed) process.exit(1);
}
