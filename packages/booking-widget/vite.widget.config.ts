import { readFileSync } from "node:fs";
import tailwindcss from "@tailwindcss/vite";
import { defaultClientConditions, defineConfig, type Plugin } from "vite";

/** React's API from preact/compat, JSX from Preact's runtime: the widget is written against `react`. */
export const preactAlias = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react$/, replacement: "preact/compat" },
];

/** The demo host page the API serves at `/widget/` (dist-widget/index.html and its script). */
function demoPage(): Plugin {
  return {
    name: "tischservice-demo-page",
    generateBundle() {
      for (const fileName of ["index.html", "demo.js"]) {
        const source = readFileSync(new URL(`./demo/${fileName}`, import.meta.url), "utf8");
        this.emitFile({ type: "asset", fileName, source });
      }
    },
  };
}

/** Drops the `@property` rules from the widget's CSS string: shadow roots ignore them (see widget.css). */
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
        .replace(/(-webkit-text-decoration:inherit;)+/g, "");
      return { code: slim, map: null };
    },
  };
}

/**
 * The script-tag bundle: one self-contained IIFE `dist-widget/widget.js` with Preact, the styles (as a
 * string, adopted by each shadow root), the texts and the rules it uses. No chunks, no eval.
 */
export default defineConfig({
  plugins: [tailwindcss(), stripPropertyRules(), demoPage()],
  resolve: {
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
