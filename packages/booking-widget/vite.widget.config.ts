import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { leanPreactAlias } from "@tischservice/ui/widget-safe/runtime-alias";
import { defaultClientConditions, defineConfig, type Plugin } from "vite";
import { shortClassNames } from "./vite.widget-classes.ts";
import { shortTextKeys } from "./vite.widget-text-keys.ts";

/**
 * The demo host page the API serves at `/widget/` (dist-widget/index.html, its script and its styles as
 * files: the page's CSP allows no inline script or style).
 */
function demoPage(): Plugin {
  return {
    name: "tischservice-demo-page",
    generateBundle() {
      for (const fileName of ["index.html", "demo.js", "demo.css"]) {
        const source = readFileSync(new URL(`./demo/${fileName}`, import.meta.url), "utf8");
        this.emitFile({ type: "asset", fileName, source });
      }
    },
  };
}

/** Replaces each `@supports <condition>{...}` block by its contents (braces counted). */
function unwrapSupports(css: string, condition: string): string {
  const opening = `@supports ${condition}{`;
  let out = css;
  for (let at = out.indexOf(opening); at !== -1; at = out.indexOf(opening, at)) {
    let depth = 1;
    let end = at + opening.length;
    for (; end < out.length && depth > 0; end++) {
      if (out[end] === "{") depth++;
      else if (out[end] === "}") depth--;
    }
    out = out.slice(0, at) + out.slice(at + opening.length, end - 1) + out.slice(end);
  }
  return out;
}

/**
 * Slims the widget's CSS string: drops the `@property` rules (shadow roots ignore them, see widget.css)
 * and Tailwind's fallbacks for browsers older than the build's CSS target (color-mix() is in all of them;
 * the fallback declarations before each unwrapped block are simply overridden) and the empty layer
 * statements. Tailwind's license banner stays.
 */
function stripPropertyRules(): Plugin {
  return {
    name: "tischservice-strip-property-rules",
    enforce: "post",
    transform(code, id) {
      if (!id.includes("widget.css") || !id.includes("inline")) return null;
      const slim = code
        .replace(/@property [\w-]+\{[^}]*\}/g, "")
        // Tailwind's fallback for browsers without @property; widget.css sets these values itself.
        .replace(/@layer properties\{@supports [^{]*\{[^{]*\{[^}]*\}\}\}/, "")
        .replace(/(-webkit-text-decoration:inherit;)+/g, "")
        .replace(/@layer (theme|components);/g, "");
      return { code: unwrapSupports(slim, "(color:color-mix(in lab, red, red))"), map: null };
    },
  };
}

/** What the text-key step type-checks: the entry, and the runtime layer the aliases put in its place. */
const textKeyRoots = [
  fileURLToPath(new URL("./src/embed/widget-entry.tsx", import.meta.url)),
  ...leanPreactAlias.map((alias) => alias.replacement).filter((file) => file.endsWith(".ts")),
];

/**
 * The script-tag bundle: one self-contained IIFE `dist-widget/widget.js` with Preact, the styles (as a
 * string, adopted by each shadow root), the texts and the rules it uses. No chunks, no eval.
 */
export default defineConfig({
  plugins: [
    tailwindcss(),
    stripPropertyRules(),
    shortClassNames(),
    shortTextKeys(textKeyRoots, fileURLToPath(new URL("./tsconfig.json", import.meta.url))),
    demoPage(),
  ],
  resolve: {
    // `react` is Preact's core and hooks behind ui's thin layer (not preact/compat), JSX Preact's runtime.
    alias: leanPreactAlias,
    conditions: ["@tischservice/source", ...defaultClientConditions],
    dedupe: ["preact"],
  },
  oxc: { jsx: { runtime: "automatic", importSource: "react" } },
  define: { "process.env.NODE_ENV": '"production"' },
  build: {
    outDir: "dist-widget",
    emptyOutDir: true,
    // Browsers with color-mix() and :host support (2023 on): no prefixed or fallback CSS in the bundle.
    target: ["es2022", "chrome111", "firefox113", "safari16.4"],
    cssTarget: ["chrome111", "firefox113", "safari16.4"],
    minify: true,
    cssCodeSplit: false,
    modulePreload: false,
    copyPublicDir: false,
    lib: {
      entry: "src/embed/widget-entry.tsx",
      formats: ["iife"],
      name: "TischserviceWidget",
      fileName: () => "widget.js",
    },
    rollupOptions: {
      // @date-fns/tz does not declare itself side-effect free; the widget uses none of it.
      treeshake: { moduleSideEffects: (id: string) => !id.includes("@date-fns/tz") },
    },
  },
});
