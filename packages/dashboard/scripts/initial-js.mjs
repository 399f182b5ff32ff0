// Measures the JavaScript the built dashboard loads, in kB gzip: the initial load (the entry and its static
// imports) and, per main route, what the first visit to it adds (its lazy chunks' static closure). Shared by
// `bench.mjs` (prints the figures) and `check-budget.mjs` (fails `test:build` when a budget is exceeded).
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export const defaultDist = new URL("../dist/", import.meta.url).pathname;

/** The main routes with the lazy modules their first visit loads, as keyed in Vite's manifest. */
export const routes = [
  ["/app/login", ["src/features/account/sign-in/login-page.tsx"]],
  ["/app/ (home)", ["src/features/staff/shell/gastro-layout.tsx", "src/features/staff/home/home-page.tsx"]],
  [
    "/app/calendar",
    ["src/features/staff/shell/gastro-layout.tsx", "src/features/staff/calendar/calendar-page.tsx"],
  ],
  [
    "/app/reservations",
    ["src/features/staff/shell/gastro-layout.tsx", "src/features/staff/reservations/reservations-page.tsx"],
  ],
  ["/app/reservation/{id}", ["src/features/guest/reservation-link/reservation-page.tsx"]],
  [
    "/app/tables",
    ["src/features/staff/shell/gastro-layout.tsx", "src/features/staff/tables/tables-page.tsx"],
  ],
  [
    "/app/floorplan",
    ["src/features/staff/shell/gastro-layout.tsx", "src/features/staff/floor-plan/floorplan-page.tsx"],
  ],
  [
    "/app/room-designer",
    ["src/features/staff/shell/gastro-layout.tsx", "src/features/staff/room-designer/room-designer-page.tsx"],
  ],
];

/** Reads the build's manifest, or exits with a German hint when there is no build. */
export function readManifest(dist = defaultDist) {
  const manifestPath = join(dist, ".vite", "manifest.json");
  if (!existsSync(manifestPath)) {
    console.error("Kein Build gefunden: erst `pnpm --filter @tischservice/dashboard build` ausführen.");
    process.exit(1);
  }
  return JSON.parse(readFileSync(manifestPath, "utf8"));
}

/** The chunk files a manifest entry loads before it runs: itself and its static imports, recursively. */
export function staticClosure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The gzip size (level 9, each file on its own as a server sends it) of the JavaScript among `files`, in kB. */
export function gzipKb(files, dist = defaultDist) {
  return (
    [...files]
      .filter((f) => f.endsWith(".js"))
      .reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0) / 1024
  );
}

/**
 * The initial load and each main route's first visit: `{ initial: { files, kb }, routes: [{ route, addKb,
 * firstVisitKb }] }`.
 */
export function measureInitialJs(manifest, dist = defaultDist) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const initialFiles = staticClosure(manifest, entryKey);
  const initialKb = gzipKb(initialFiles, dist);
  return {
    initial: { files: initialFiles, kb: initialKb },
    routes: routes.map(([route, keys]) => {
      const files = new Set();
      for (const key of keys)
        for (const file of staticClosure(manifest, key)) if (!initialFiles.has(file)) files.add(file);
      const addKb = gzipKb(files, dist);
      return { route, addKb, firstVisitKb: initialKb + addKb };
    }),
  };
}
