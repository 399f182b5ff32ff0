// Prints the plain closing line CI reads ("N passed, N failed") from Vitest's JSON report.
import { existsSync, readFileSync } from "node:fs";

const file = new URL("../test-results/vitest.json", import.meta.url);
if (!existsSync(file)) {
  console.log("Tests: 0 passed, 1 failed");
  process.exit(0);
}
const report = JSON.parse(readFileSync(file, "utf8"));
const skipped = report.numPendingTests + report.numTodoTests;
console.log(`Tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`);
