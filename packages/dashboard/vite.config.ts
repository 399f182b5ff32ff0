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

/**
 * The app's forty lazy pages and parts share its API calls, schemas, texts and small ui parts in ever different
 * combinations, and the automatic splitting gave each combination a chunk of its own: the first visit to
 * home loaded 77 files, sixty of them under 1 kB, and paid each file's own compression and import overhead
 * (home 212.8, calendar 210.7 kB). Rolldown copies common chunks below this size (transformed source,
 * before minifying) into the chunks that read them; its runtime keeps one execution and one state per
 * module across the copies. At 10 kB every measured route gets lighter (home 193.5, calendar 189.7 kB);
 * larger values start to copy the floor plan's and the guest page's shared code into routes that do not
 * need it. Turning it on also turns on `strictExecutionOrder` (about +0.7 kB on the initial load). The copies
 * cost little over a session: home then the calendar load 202.6 kB instead of 220.6, five main routes the
 * same as before (421 kB), all eight main routes 3 % more (462.5 instead of 446.9 kB). The option is still
 * marked experimental in Rolldown: the e2e tests run on the built app, so a fault in it fails `pnpm test`.
 */
const inlineCommonChunksBelowBytes = 10_000;
/** Vite's CSS plugin emits a style module's CSS from every chunk that lists it, so chunks with styles stay files. */
const styleModules = /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/;

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
      output: {
        codeSplitting: {
          groups: [{ name: "vendor", test: firstLoadLibraries }],
          experimentalInlineCommonChunks: { maxSize: inlineCommonChunksBelowBytes, exclude: styleModules },
        },
      },
    },
  },
  server: {
    // The API answers cookie-authenticated changes only from allowed origins: start it with
    // ALLOWED_ORIGINS=http://localhost:5173 (see the API README).
    proxy: { "/api": { target: apiTarget, changeOrigin: false, ws: false } },
  },
});
