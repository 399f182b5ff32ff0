import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defaultServerConditions, defineConfig } from "vite";

/** Resolve workspace packages to their TypeScript sources, in the browser build and the prerender build. */
const sourceCondition = "@tischservice/source";
/** Where `pnpm --filter @tischservice/api dev` listens; override with API_PROXY_TARGET. */
const apiTarget = process.env.API_PROXY_TARGET ?? "http://localhost:3001";
const page = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  base: "/",
  plugins: [react(), tailwindcss()],
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
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
        rollupOptions: {
          input: {
            landing: page("./index.html"),
            impressum: page("./impressum/index.html"),
            datenschutz: page("./datenschutz/index.html"),
          },
        },
      },
  server: {
    proxy: { "/api": { target: apiTarget, changeOrigin: false, ws: false }, "/widget.js": apiTarget },
  },
}));
