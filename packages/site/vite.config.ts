import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { preactAlias } from "@tischservice/ui/preact-alias";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defaultServerConditions, defineConfig } from "vite";
import { precompress } from "../../scripts/precompress.mjs";
import { sharedPageHead } from "./page-head.ts";

/** Resolve workspace packages to their TypeScript sources, in the browser build and the prerender build. */
const sourceCondition = "@tischservice/source";
/** Where `pnpm --filter @tischservice/api dev` listens; override with API_PROXY_TARGET. */
const apiTarget = process.env.API_PROXY_TARGET ?? "http://localhost:3001";
const page = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The operator's data from the JSON file named by SITE_CONFIG, put into both builds as
 * `__TISCHSERVICE_SITE_CONFIG__` (src/site-config.ts); scripts/prerender.mjs validates it with core's
 * schema and stops the build on any problem. Without SITE_CONFIG the site shows the demo operator.
 */
function siteConfigDefine(): Record<string, string> {
  const file = process.env.SITE_CONFIG;
  if (!file) return {};
  // Relative to where the command was typed (pnpm runs this in packages/site and passes INIT_CWD).
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  let config: unknown;
  try {
    config = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new Error(
      `Die Betreiber-Konfiguration ${path} (SITE_CONFIG) kann nicht gelesen werden: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return { __TISCHSERVICE_SITE_CONFIG__: JSON.stringify(config) };
}

export default defineConfig(({ isSsrBuild }) => ({
  base: "/",
  plugins: [sharedPageHead(), react(), tailwindcss(), precompress()],
  define: siteConfigDefine(),
  resolve: {
    // The browser runs the islands on preact/compat (ui's preactAlias, as the booking widget does); the
    // prerender renders with React.
    alias: isSsrBuild ? [] : preactAlias,
    conditions: [sourceCondition, ...defaultClientConditions],
    dedupe: ["preact"],
  },
  ssr: {
    resolve: { conditions: [sourceCondition, ...defaultServerConditions] },
    // Bundle everything: workspace packages are TypeScript sources, and their dependencies are not
    // resolvable from the site's folder under pnpm's strict layout.
    noExternal: true,
  },
  build: isSsrBuild
    ? { outDir: "node_modules/.prerender", emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        sourcemap: true,
        // One stylesheet for the whole site, which the prerender inlines into every page
        // (scripts/prerender.mjs). Split per chunk, the chunks loaded on demand (partner list, demo form)
        // would name it as a dependency; Vite's preload helper, finding no <link> for it, would fetch it
        // again and restyle the whole page.
        cssCodeSplit: false,
        rollupOptions: {
          input: {
            landing: page("./index.html"),
            impressum: page("./impressum/index.html"),
            datenschutz: page("./datenschutz/index.html"),
            agb: page("./agb/index.html"),
            restaurants: page("./restaurants/index.html"),
          },
        },
      },
  server: {
    proxy: { "/api": { target: apiTarget, changeOrigin: false, ws: false }, "/widget.js": apiTarget },
  },
}));
