// `pnpm start`: builds whatever is missing or older than its sources, then serves everything from one
// Node process (the API) on PORT, default 3001, and Storybook on a port of its own (STORYBOOK_PORT, by
// default PORT + 1; the server prints both addresses). `--build-only` builds the packages and stops.
// The operator's data (the JSON file named by SITE_CONFIG) is a build input of the prerendered site: the
// site is rebuilt when the file, its content or the variable changed since its last build.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import {
  readSiteConfigStamp,
  resolveSiteConfigPath,
  sameStamp,
  siteConfigStamp,
} from "./site-config-stamp.mjs";

const root = new URL("..", import.meta.url).pathname;
const ignored = new Set(["node_modules", "dist", "dist-widget", "storybook-static", ".data", "test-results"]);

/** Newest modification time of any file below `path`, skipping the folder names in `skip`. */
function newestMtime(path, skip = ignored) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (skip.has(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry), skip));
  }
  return newest;
}

/** When an output was last built: the newest file in it (a build rewrites its files). */
const builtAt = (path) => newestMtime(path, new Set());

// One absolute path for the site's build and the API (pnpm runs each in its own package folder).
if (process.env.SITE_CONFIG) process.env.SITE_CONFIG = resolveSiteConfigPath(process.env.SITE_CONFIG);
let currentStamp;
try {
  currentStamp = siteConfigStamp();
} catch (error) {
  console.error(`✗ ${error.message}`);
  process.exit(1);
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// In dependency order; each package is rebuilt when it or a package it builds on changed.
const packages = ["core", "ui", "booking-widget", "site", "dashboard", "api"];
const sharedInputs = ["package.json", "pnpm-lock.yaml", "tsconfig.base.json", "tsconfig.react.json"].map(
  (f) => join(root, f),
);
let upstreamChanged = Math.max(...sharedInputs.map(newestMtime));
for (const name of packages) {
  const dir = join(root, "packages", name);
  const sources = Math.max(upstreamChanged, newestMtime(dir));
  const configChanged = name === "site" && !sameStamp(readSiteConfigStamp(dir), currentStamp);
  if (builtAt(join(dir, "dist")) < sources || configChanged) {
    console.log(`▸ baue @tischservice/${name}`);
    run("pnpm", ["--filter", `@tischservice/${name}`, "build"]);
  }
  upstreamChanged = Math.max(upstreamChanged, builtAt(join(dir, "dist")));
}

if (process.argv.includes("--build-only")) process.exit(0);

// Storybook runs on a port of its own (STORYBOOK_PORT); with NODE_ENV=production only when that is set, so
// a production start without it neither builds nor serves Storybook (the rule is STORYBOOK_PORT's in
// packages/api/src/env.ts; "off" turns it off anywhere).
const storybookPort = process.env.STORYBOOK_PORT?.trim().toLowerCase() ?? "";
const servesStorybook =
  storybookPort !== "off" &&
  (storybookPort !== "" || process.env.NODE_ENV?.trim().toLowerCase() !== "production");
const storySources = Math.max(
  newestMtime(join(root, ".storybook")),
  ...["ui", "booking-widget", "dashboard", "site"].map((name) =>
    newestMtime(join(root, "packages", name, "src")),
  ),
);
if (servesStorybook && builtAt(join(root, "storybook-static")) < storySources) {
  console.log("▸ baue Storybook");
  run("pnpm", ["build-storybook"]);
}

// The API's `serve` script holds Node's flags for the server (see packages/api/README.md, "Garbage collector").
run("pnpm", ["--filter", "@tischservice/api", "serve"]);
