// Prints the JavaScript the built dashboard loads: the initial load (entry and its static imports) and,
// per route, what the route adds on top, in kB gzip. Run after `pnpm --filter @tischservice/dashboard build`.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const dist = new URL("../dist/", import.meta.url).pathname;
const manifestPath = join(dist, ".vite", "manifest.json");
if (!existsSync(manifestPath)) {
  console.error("Kein Build gefunden: erst `pnpm --filter @tischservice/dashboard build` ausführen.");
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const budgetKb = 200;

/** The chunk files a manifest entry loads before it runs: itself and its static imports, recursively. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const gzipKb = (files) =>
  [...files]
    .filter((f) => f.endsWith(".js"))
    .reduce((sum, f) => sum + gzipSync(readFileSync(join(dist, f)), { level: 9 }).length, 0) / 1024;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initial = staticClosure(entryKey);
const initialKb = gzipKb(initial);

const routes = [
  ["/app/login", ["src/features/auth/login-page.tsx"]],
  ["/app/ (home)", ["src/features/shell/gastro-layout.tsx", "src/features/home/home-page.tsx"]],
  ["/app/calendar", ["src/features/shell/gastro-layout.tsx", "src/features/calendar/calendar-page.tsx"]],
  [
    "/app/reservations",
    ["src/features/shell/gastro-layout.tsx", "src/features/reservations/reservations-page.tsx"],
  ],
  ["/app/reservation/{id}", ["src/features/reservation-detail/reservation-page.tsx"]],
  ["/app/tables", ["src/features/shell/gastro-layout.tsx", "src/features/tables/tables-page.tsx"]],
  ["/app/floorplan", ["src/features/shell/gastro-layout.tsx", "src/features/floorplan/floorplan-page.tsx"]],
  [
    "/app/room-designer",
    ["src/features/shell/gastro-layout.tsx", "src/features/room-designer/room-designer-page.tsx"],
  ],
];

console.log(`Dashboard: initiales JavaScript ${initialKb.toFixed(1)} kB gzip (Ziel ≤ ${budgetKb} kB)`);
for (const [route, keys] of routes) {
  const files = new Set();
  for (const key of keys) for (const file of staticClosure(key)) if (!initial.has(file)) files.add(file);
  const addKb = gzipKb(files);
  console.log(
    `  ${route.padEnd(24)} +${addKb.toFixed(1)} kB → ${(initialKb + addKb).toFixed(1)} kB gzip beim ersten Aufruf`,
  );
}
const heavy = Object.values(manifest).filter(
  (chunk) => /konva|recharts/.test(chunk.file) && initial.has(chunk.file),
);
if (heavy.length > 0) console.log(`  Achtung: im initialen Laden: ${heavy.map((c) => c.file).join(", ")}`);
