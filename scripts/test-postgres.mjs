// Runs the API suite a second time against a real PostgreSQL server when TEST_DATABASE_URL is set
// (CI starts one); without it the embedded PGlite run of `test:unit` is the only one.
import { spawnSync } from "node:child_process";

if (!process.env.TEST_DATABASE_URL) {
  console.log("TEST_DATABASE_URL ist nicht gesetzt: API-Tests gegen PostgreSQL übersprungen.");
  process.exit(0);
}
const result = spawnSync(
  "vitest",
  [
    "run",
    "--project",
    "node",
    "packages/api",
    "--reporter=default",
    "--reporter=json",
    "--outputFile.json=test-results/vitest-postgres.json",
  ],
  { stdio: "inherit", shell: false },
);
if (result.error) throw result.error;
process.exit(result.status ?? 1);
