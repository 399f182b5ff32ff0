import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";
import { precompress } from "../../scripts/precompress.mjs";

/**
 * The libraries every page runs (React, TanStack, zod, class merging, time zones, the icons' common base)
 * go into one chunk: Rolldown would otherwise spread them over the entry and shared chunks by who imports
 * them, and many files compress worse than one (about 3 kB gzip more on every first visit). Only
 * libraries that the entry and each route need anyway belong here: the group is loaded whole by every page.
 */
// zod's configuration without eval joins the libraries' chunk, so that it runs right after zod and before
// any chunk that builds a schema (a chunk's imports run before its own code).
const firstLoadLibraries =
  /node_modules[\\/](?:(?:react|react-dom|scheduler|zod|@tanstack[\\/][^\\/]+|tailwind-merge|clsx|class-variance-authority|@date-fns[\\/]tz)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](?:createLucideIcon|Icon|context|shared[\\/]))|[\\/]src[\\/]lib[\\/]zod-config\.ts$/;

/** Where `pnpm --filter @tischservice/api dev` listens; override with API_PROXY_TARGET. */
const apiTarget = process.env.API_PROXY_TARGET ?? "http://localhost:3001";

export default defineConfig({
  base: "/app/",
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { conditions: ["@tischservice/source", ...defaultClientConditions] },
  build: {
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: "vendor", test: firstLoadLibraries }] } },
    },
  },
  server: {
    // The API answers cookie-authenticated changes only from allowed origins: start it with
    // ALLOWED_ORIGINS=http://localhost:5173 (see the API README).
    proxy: { "/api": { target: apiTarget, changeOrigin: false, ws: false } },
  },
});
