import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig, type Plugin } from "vite";

const zodStub = new URL("./src/lib/zod-build/zod-json-schema-stub.ts", import.meta.url).pathname;

/**
 * zod's classic schemas reference its JSON Schema generator (`toJSONSchema`, `~standard.jsonSchema`)
 * from every schema type; the dashboard never generates JSON Schema, so the production build resolves
 * the generator to a stub that throws if it is ever called (about 5 kB gzip less on every page). The
 * e2e journeys run against this build, and `test:build` runs `src/lib/zod-build/validation-cases.ts`
 * through it (scripts/check-zod-build.mjs).
 */
function zodWithoutJsonSchema(): Plugin {
  return {
    name: "tischservice:zod-without-json-schema",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer || !/[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/.test(importer)) return null;
      if (source === "../core/to-json-schema.js" || source === "../core/json-schema-processors.js")
        return zodStub;
      return null;
    },
  };
}

/**
 * The libraries every page runs (React, TanStack, zod, class merging, time zones, the icons' common base)
 * go into one chunk: Rolldown would otherwise spread them over the entry and shared chunks by who imports
 * them, and many files compress worse than one (about 3 kB gzip more on every first visit, issue 18). Only
 * libraries that the entry and each route need anyway belong here: the group is loaded whole by every page.
 */
const firstLoadLibraries =
  /node_modules[\\/](?:(?:react|react-dom|scheduler|zod|@tanstack[\\/][^\\/]+|tailwind-merge|clsx|class-variance-authority|@date-fns[\\/]tz)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](?:createLucideIcon|Icon|context|shared[\\/]))/;

/** Where `pnpm --filter @tischservice/api dev` listens; override with API_PROXY_TARGET. */
const apiTarget = process.env.API_PROXY_TARGET ?? "http://localhost:3001";

export default defineConfig({
  base: "/app/",
  plugins: [zodWithoutJsonSchema(), react(), tailwindcss()],
  resolve: { conditions: ["@tischservice/source", ...defaultClientConditions] },
  build: {
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      // The stub leaves zod's JSON Schema processors undefined on purpose (see zodWithoutJsonSchema): one
      // warning per schema type would bury the build's other messages.
      onLog(level, log, handler) {
        if (log.code === "IMPORT_IS_UNDEFINED" && log.message.includes("zod-json-schema-stub")) return;
        handler(level, log);
      },
      output: { codeSplitting: { groups: [{ name: "vendor", test: firstLoadLibraries }] } },
    },
  },
  server: {
    // The API answers cookie-authenticated changes only from allowed origins: start it with
    // ALLOWED_ORIGINS=http://localhost:5173 (see the API README).
    proxy: { "/api": { target: apiTarget, changeOrigin: false, ws: false } },
  },
});
