// Floor plan benchmark: 300 tables in 6 rooms on the real FloorPlanCanvas in Chromium. A scripted pan
// (120 frames) and zoom (120 frames), then one table changing colour. Prints the frame interval, the
// Konva drawing time per frame and the number of Konva nodes drawn per frame, and whether the rooms
// layer was redrawn for the colour change (it must not be). Not part of `pnpm test`.
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { createServer } from "vite";

const root = fileURLToPath(new URL("..", import.meta.url));
const server = await createServer({
  root,
  configFile: fileURLToPath(new URL("../vite.config.ts", import.meta.url)),
  logLevel: "error",
  server: { port: 0, host: "127.0.0.1" },
});
await server.listen();
const address = server.httpServer?.address();
const port = typeof address === "object" && address ? address.port : 5173;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking", "--no-first-run"],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(`http://127.0.0.1:${port}/app/scripts/floor-plan-bench/index.html`);
  await page.waitForFunction(
    () => "floorPlanBench" in window && document.querySelector("canvas") !== null,
    null,
    {
      timeout: 60_000,
    },
  );
  // A warm-up run (caches, JIT), then the measured one.
  await page.evaluate(() => window.floorPlanBench.run());
  await page.reload();
  await page.waitForFunction(() => "floorPlanBench" in window && document.querySelector("canvas") !== null);
  const result = await page.evaluate(() => window.floorPlanBench.run());

  const stats = (values) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mean = values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);
    const p95 = sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))] ?? 0;
    return { mean, p95, max: sorted.at(-1) ?? 0 };
  };
  const drawnFrames = result.panZoom.filter((f) => f.nodes > 0);
  const interval = stats(result.panZoom.map((f) => f.interval));
  const idle = stats(result.idle.map((f) => f.interval));
  const drawMs = stats(drawnFrames.map((f) => f.drawMs));
  const nodes = stats(drawnFrames.map((f) => f.nodes));
  const recolour = result.recolour.reduce(
    (sum, f) => ({ nodes: sum.nodes + f.nodes, rooms: sum.rooms + f.roomLayerDraws }),
    { nodes: 0, rooms: 0 },
  );
  const ms = (v) => `${v.toFixed(1)} ms`;
  console.log(
    `Tischkarte: ${result.tables} Tische in ${result.rooms} Räumen, ${result.konvaNodes} Konva-Knoten, ${result.panZoom.length} Frames Pan/Zoom`,
  );
  console.log(
    `  Frame-Abstand       Ø ${ms(interval.mean)}, p95 ${ms(interval.p95)}, max ${ms(interval.max)} (Ziel ≤ 16,7 ms)`,
  );
  console.log(
    `  Leerlauf (Vergleich) Ø ${ms(idle.mean)}, p95 ${ms(idle.p95)} ohne Änderung (Maschine, Software-Rendering)`,
  );
  console.log(`  Konva-Zeichnen      Ø ${ms(drawMs.mean)}, p95 ${ms(drawMs.p95)} pro Frame`);
  console.log(
    `  Knoten gezeichnet   Ø ${nodes.mean.toFixed(0)}, max ${nodes.max} pro Frame (gecachte Gruppe = 1 Knoten)`,
  );
  console.log(
    `  Farbwechsel 1 Tisch ${recolour.nodes} Knoten gezeichnet, Räume-Ebene neu gezeichnet: ${recolour.rooms > 0 ? "ja (Fehler)" : "nein"}`,
  );
  if (recolour.rooms > 0) process.exitCode = 1;
} finally {
  await browser.close();
  await server.close();
}
