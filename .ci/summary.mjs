// Prints the plain closing line CI reads ("N passed, N failed") from Vitest's JSON reports.
import { existsSync, readdirSync, readFileSync } from "node:fs";

const dir = new URL("../test-results/", import.meta.url);
const reports = existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith(".json")) : [];
let passed = 0;
let failed = reports.length === 0 ? 1 : 0;
let skipped = 0;
for (const name of reports) {
  const report = JSON.parse(readFileSync(new URL(name, dir), "utf8"));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
console.log(`Tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
