// `pnpm test` runs the API suite a second time against a real PostgreSQL server when POSTGRES_TEST_URL (or
// TEST_DATABASE_URL) is set (CI starts one and sets it); without it the embedded PGlite run of `test:unit`
// is the only one. The suite itself reads TEST_DATABASE_URL, which `test:unit` removes, so `test:unit`
// always runs on PGlite; tests that need a server (two real processes on one database) run only here.
import { spawnSync } from "node:child_process";

const url = process.env.POSTGRES_TEST_URL || process.env.TEST_DATABASE_URL;
if (!url) {
  console.log("POSTGRES_TEST_URL ist nicht gesetzt: API-Tests gegen PostgreSQL übersprungen.");
  process.exit(0);
}
const result = spawnSync(
  "vitest",
  [
    "run",
    "--project",
    "node",
    "--project",
    "node-isolated",
    "packages/api",
    // Both cores (left to itself Vitest ran these files one at a time here); only the node projects run.
    "--maxWorkers=2",
    "--reporter=default",
    "--reporter=json",
    "--outputFile.json=test-results/vitest-postgres.json",
  ],
  { stdio: "inherit", env: { ...process.env, TEST_DATABASE_URL: url } },
);
if (result.error) throw result.error;
process.exit(result.status ?? 1);
