// `test:build`: fails when the built dashboard's JavaScript exceeds its budget. The initial load must stay
// within the budget; the first visit to home and the calendar within their ceilings (see budget.mjs). Konva
// and recharts must never be part of the initial load. Run after `vite build`.
import { budgetKb, firstVisitCeilingsKb } from "./budget.mjs";
import { measureInitialJs, readManifest } from "./initial-js.mjs";

const manifest = readManifest();
const { initial, routes } = measureInitialJs(manifest);
const failures = [];

console.log(`Dashboard: initiales JavaScript ${initial.kb.toFixed(1)} kB gzip (Budget ${budgetKb} kB)`);
if (initial.kb > budgetKb) failures.push(`initiales JavaScript ${initial.kb.toFixed(1)} kB > ${budgetKb} kB`);

for (const [route, ceilingKb] of Object.entries(firstVisitCeilingsKb)) {
  const measured = routes.find((r) => r.route === route);
  if (!measured) {
    failures.push(`${route}: nicht gemessen (Route fehlt in initial-js.mjs)`);
    continue;
  }
  const kb = measured.firstVisitKb;
  const goal = kb <= budgetKb ? "Budget eingehalten" : `Budget ${budgetKb} kB noch nicht erreicht`;
  console.log(
    `  ${route.padEnd(16)} ${kb.toFixed(1)} kB beim ersten Aufruf (Obergrenze ${ceilingKb} kB; ${goal})`,
  );
  if (kb > ceilingKb) failures.push(`${route}: ${kb.toFixed(1)} kB > Obergrenze ${ceilingKb} kB`);
}

const heavy = [...initial.files].filter((file) => /konva|recharts/.test(file));
if (heavy.length > 0) failures.push(`im initialen Laden: ${heavy.join(", ")}`);

if (failures.length > 0) {
  console.error(`Größenbudget überschritten:\n  ${failures.join("\n  ")}`);
  process.exit(1);
}
