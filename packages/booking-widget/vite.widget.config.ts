import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import tailwindcss from "@tailwindcss/vite";
import { preactAlias } from "@tischservice/ui/preact-alias";
import { defaultClientConditions, defineConfig, type Plugin } from "vite";
import { precompress } from "../../scripts/precompress.mjs";

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

/** Where the widget's module chunks go in dist-widget (the API serves them at `/widget/chunks/<name>`). */
const CHUNKS = "widget/chunks";

/**
 * widget.js itself: a classic script (the snippet restaurants paste stays `<script src=".../widget.js">`),
 * a few bytes that import the widget's entry chunk from widget.js's own origin and start it with the script
 * element (`document.currentScript` exists only while a classic script runs); when the entry cannot be
 * loaded it says so with `tischservice:error` on `document` (the entry says `tischservice:ready`). The
 * chunks are ES modules sharing Preact, the hooks and the API client; the later steps are a chunk the entry
 * imports on demand.
 * The chunks keep readable names and go into one folder named by the hash of all of them
 * (`widget/chunks/<hash>/`; relative imports between them stay valid), cached for good by the API;
 * widget.js, cached briefly, names the entry.
 */
function classicLoader(): Plugin {
  return {
    name: "tischservice-widget-loader",
    enforce: "post",
    // After Vite's own steps (which fill in its markers around import(), such as __VITE_PRELOAD__).
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const chunks = Object.values(bundle)
          .filter((file) => file.type === "chunk")
          .sort((a, b) => a.fileName.localeCompare(b.fileName));
        const entries = chunks.filter((chunk) => chunk.isEntry);
        if (entries.length !== 1 || !entries[0]) this.error("Expected exactly one widget entry chunk.");
        const hash = createHash("sha256");
        for (const chunk of chunks) hash.update(chunk.fileName).update("\0").update(chunk.code).update("\0");
        const folder = `${CHUNKS}/${hash.digest("base64url").slice(0, 10)}`;
        for (const chunk of chunks) {
          if (
            !chunk.fileName.startsWith(`${CHUNKS}/`) ||
            chunk.fileName.slice(CHUNKS.length + 1).includes("/")
          )
            this.error(`Unexpected chunk file name: ${chunk.fileName}`);
          delete bundle[chunk.fileName];
          this.emitFile({
            type: "asset",
            fileName: `${folder}/${chunk.fileName.slice(CHUNKS.length + 1)}`,
            source: chunk.code,
          });
        }
        const entry = `${folder}/${entries[0].fileName.slice(CHUNKS.length + 1)}`;
        // A button's script tag also fetches the dialog's chunk at once, next to the entry (not after it).
        const dialog = chunks.find((chunk) =>
          chunk.facadeModuleId?.endsWith("/src/widget/dialog-widget.tsx"),
        );
        if (!dialog) this.error("The dialog's chunk is missing.");
        const dialogFile = `${folder}/${dialog.fileName.slice(CHUNKS.length + 1)}`;
        const source =
          "/*! Tischservice booking widget */" +
          `(s=>{if(!s)return;let u=async p=>import(new URL(p,s.src));u(${JSON.stringify(entry)}).then(m=>m.start(s)).catch(e=>{console.error("[Tischservice]",e);document.dispatchEvent(new CustomEvent("tischservice:error"))});s.dataset.mode=="button"&&u(${JSON.stringify(dialogFile)}).catch(()=>{})})(document.currentScript)\n`;
        this.emitFile({ type: "asset", fileName: "widget.js", source });
      },
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

/**
 * The script-tag bundle: `dist-widget/widget.js` (a classic script, see `classicLoader`) and its ES module
 * chunks in `dist-widget/widget/chunks/` with Preact, the styles (as a string, adopted by each shadow root),
 * the texts and the rules they use. No eval, no host but widget.js's own.
 */
export default defineConfig({
  plugins: [tailwindcss(), stripPropertyRules(), demoPage(), classicLoader(), precompress()],
  resolve: {
    // The widget is written against `react` and `react-dom`; it ships preact/compat in their place.
    alias: preactAlias,
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
    // Library mode: no HTML, and import() stays plain (no preload helper that would dispatch events on
    // the host page's window).
    lib: { entry: { widget: "src/embed/widget-entry.tsx" }, formats: ["es"] },
    rollupOptions: {
      // The entry may export what the later chunk imports from it (Preact, the hooks, the API client):
      // Rolldown then keeps them in the entry instead of a common chunk, one more request before the slots.
      preserveEntrySignatures: "allow-extension",
      output: {
        format: "es",
        // Library mode keeps whitespace and pure annotations in ES output; widget.js is no library to
        // minify again: all of it minified, only legal comments (Tailwind's license) kept.
        minify: true,
        comments: { legal: true, annotation: false, jsdoc: false },
        entryFileNames: `${CHUNKS}/[name].js`,
        chunkFileNames: `${CHUNKS}/[name].js`,
      },
      // @date-fns/tz does not declare itself side-effect free; the widget uses none of it.
      treeshake: { moduleSideEffects: (id: string) => !id.includes("@date-fns/tz") },
    },
  },
});
