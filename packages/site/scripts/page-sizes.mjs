// What each built page loads before anything else: its entry script, the scripts that entry preloads and
// its stylesheets (inlined by the prerender), gzip level 9. Shared by `bench.mjs` (prints) and
// `check-budget.mjs` (test:build, fails over budget).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export const dist = new URL("../dist", import.meta.url).pathname;
/** Initial JavaScript per page, gzip (checked in `pnpm test`). */
export const budgetKb = 100;
export const pages = {
  "/": "index.html",
  "/restaurants": "restaurants/index.html",
  "/impressum": "impressum/index.html",
  "/datenschutz": "datenschutz/index.html",
  "/agb": "agb/index.html",
};

export function assertBuilt() {
  if (!existsSync(join(dist, "index.html"))) {
    console.error("dist/index.html fehlt: zuerst `pnpm --filter @tischservice/site build`.");
    process.exit(1);
  }
}

export const gzipKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

/** One page: its HTML, initial scripts (paths below dist/), and the sizes in kB gzip. */
export function measurePage(file) {
  const html = readFileSync(join(dist, file), "utf8");
  const scripts = [...html.matchAll(/<script type="module"[^>]*src="\/([^"]+)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
  const styles = [...html.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]);
  const js = [...scripts, ...preloads];
  const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join("");
  return {
    html,
    js,
    jsKb: js.reduce((sum, asset) => sum + gzipKb(asset), 0),
    cssKb:
      styles.reduce((sum, asset) => sum + gzipKb(asset), 0) +
      (inlineCss ? gzipSync(inlineCss, { level: 9 }).length / 1024 : 0),
    inlineCss: inlineCss !== "",
    htmlKb: gzipKb(file),
  };
}

/** Every built script, as `assets/<name>.js`. */
export function allScripts() {
  return readdirSync(join(dist, "assets"))
    .filter((name) => name.endsWith(".js"))
    .sort()
    .map((name) => `assets/${name}`);
}
