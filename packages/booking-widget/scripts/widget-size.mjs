// Prints what widget.js costs (minified and gzip) and fails above the budgets. Run after `pnpm build`
// (part of `test:build`; test/widget-bundle.build.test.ts checks the same budgets); `bench.mjs` prints the
// same figures and the bytes by module.
//
// widget.js is a small classic script that imports the widget's entry chunk (an ES module) from its own
// origin; the entry imports the later steps' chunk on demand (see README, "How widget.js is built"). So:
// - start: what a guest downloads before the first slots show: widget.js, the entry chunk and whatever
//   the entry imports statically (each file gzipped on its own, as served);
// - button: the same for a button's script tag, which also fetches the dialog's chunk at once;
// - on demand: the chunks only a dynamic import() reaches: the later steps (loaded once the slots are on
//   screen or a form is opened) and the dialog (loaded when a button or `Tischservice.open()` needs it);
// - total: all of them.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

/**
 * The budgets, in bytes after gzip: what comes before the first slots (inline or behind a button) at most
 * 20 kB, every widget script together at most 30 kB. They leave room for features on purpose: on a guest's
 * mobile network a few kB cost a few milliseconds, so the widget stays small by loading less at start, not
 * by rewriting its output.
 */
export const BUDGET_GZIP_BYTES = { start: 20 * 1024, button: 20 * 1024, total: 30 * 1024 };

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

/** Prints the files and the figures against the budgets. */
export function printWidgetSize(size = widgetSize()) {
  for (const file of size.files) {
    console.log(
      `  ${file.start ? "start    " : file.button ? "button   " : "on demand"} ${String(file.gzip).padStart(6)} B gzip ${String(file.raw).padStart(7)} B min  ${file.path}`,
    );
  }
  console.log(
    `widget.js before the first slots (start): ${kb(size.start.raw)} min, ${kb(size.start.gzip)} gzip = ${size.start.gzip} B (budget ${BUDGET_GZIP_BYTES.start} B)`,
  );
  console.log(
    `a button's script tag before the first slots (start and the dialog's chunk): ${kb(size.button.raw)} min, ${kb(size.button.gzip)} gzip = ${size.button.gzip} B (budget ${BUDGET_GZIP_BYTES.button} B)`,
  );
  console.log(
    `on demand (after the slots; the dialog): ${kb(size.later.raw)} min, ${size.later.gzip} B gzip`,
  );
  console.log(
    `total: ${kb(size.total.raw)} min, ${kb(size.total.gzip)} gzip = ${size.total.gzip} B (budget ${BUDGET_GZIP_BYTES.total} B)`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const size = widgetSize();
  printWidgetSize(size);
  let failed = false;
  for (const key of ["start", "button", "total"]) {
    if (size[key].gzip > BUDGET_GZIP_BYTES[key]) {
      console.error(
        `widget.js's ${key} figure is ${size[key].gzip - BUDGET_GZIP_BYTES[key]} B over its ${BUDGET_GZIP_BYTES[key]} B gzip budget.`,
      );
      failed = true;
    }
  }
  if (failed) process.exit(1);
}
