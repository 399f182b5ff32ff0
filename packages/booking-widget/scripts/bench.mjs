// `pnpm bench`: widget.js's sizes (before the first slots, on demand, total) and the top contributors of
// each chunk by module; then, on a host page (another origin) against the built server with demo data, the
// time from script start to interactive slots and the requests made before the first slots; then what a
// guest on a slow phone feels: the first slots on an emulated slow-4G phone next to the host page's own
// load. Builds what is missing first (`scripts/start.mjs --build-only`). Figures only: nothing here asserts
// on time and the exit code does not depend on the goal.
import { spawnSync } from "node:child_process";
import { createServer } from "node:http";
import { chromium } from "playwright-core";
import { chromiumArgs, chromiumExecutablePath } from "../../../e2e/chromium-launch.mjs";
import { startBuiltServer } from "../../../e2e/start-built-server.mjs";
import { printWidgetModules, widgetModules } from "./widget-modules.mjs";
import { printWidgetSize } from "./widget-size.mjs";

const built = spawnSync(
  process.execPath,
  [new URL("../../../scripts/start.mjs", import.meta.url).pathname, "--build-only"],
  {
    stdio: "inherit",
  },
);
if (built.status !== 0) process.exit(built.status ?? 1);

/**
 * Lighthouse's "slow 4G" (its mobile preset) applied by Chrome itself: 150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up, and the CPU four times slower. Chrome's request-level throttling adds the round trip once
 * per request, not per packet or handshake, so this is a gentle slow phone rather than a worst case.
 */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** How long after the host page's own load event a guest may wait for the first slots. */
const GOAL_AFTER_HOST_MS = 1500;
const SLOW_RUNS = 3;

printWidgetSize();

// Where the bytes come from: each module's share, largest first.
printWidgetModules(await widgetModules(), 15);

const server = await startBuiltServer({ dataDirPrefix: "tischservice-bench-" });
const api = server.baseURL;

const restaurants = await (await fetch(`${api}/api/restaurants`)).json();
const id = restaurants.data[0]._id;
// A restaurant's own page with the snippet restaurants paste, as the end-to-end tests serve it.
const host = createServer((_request, response) => {
  response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
  response.end(
    `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Restaurant</title></head>` +
      `<body><h1>Unser Restaurant</h1><script src="${api}/widget.js" data-restaurant="${id}" async></script><p>Fußzeile</p></body></html>`,
  );
});
await new Promise((resolve) => host.listen(0, "127.0.0.1", resolve));
// "localhost" is another origin (and site) than the API's 127.0.0.1.
const hostUrl = `http://localhost:${host.address().port}/`;

/** Resolves with `performance.now()` at the first frame showing slots (or "Keine Zeiten verfügbar"). */
const firstSlots = (page, timeout) =>
  page
    .waitForFunction(
      () => {
        const text = document.querySelector("tischservice-booking")?.shadowRoot?.textContent ?? "";
        return /✓ Verfügbar|Keine Zeiten verfügbar/.test(text) ? performance.now() : false;
      },
      undefined,
      { polling: "raf", timeout },
    )
    .then((handle) => handle.jsonValue());

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const ms = (value) => `${value.toFixed(0)} ms`;

const browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs });
try {
  const runs = [];
  for (let run = 0; run < 5; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(hostUrl);
    const slotsVisible = await firstSlots(page, 30_000);
    const { scriptStart, beforeSlots } = await page.evaluate(
      ({ apiOrigin, visibleAt }) => {
        const entries = performance.getEntriesByType("resource");
        const script = entries.find((entry) => entry.name.endsWith("/widget.js"));
        return {
          scriptStart: script?.startTime ?? 0,
          // API requests started after widget.js and before the slots were on screen.
          beforeSlots: entries
            .filter(
              (entry) => entry !== script && entry.name.startsWith(apiOrigin) && entry.startTime <= visibleAt,
            )
            .map((entry) => new URL(entry.name).pathname),
        };
      },
      { apiOrigin: api, visibleAt: slotsVisible },
    );
    runs.push({ ms: slotsVisible - scriptStart, requests: beforeSlots.length, paths: beforeSlots });
    await context.close();
  }
  const sorted = runs.map((run) => run.ms).sort((a, b) => a - b);
  console.log(
    `script start → interactive slots: median ${sorted[2]?.toFixed(0)} ms (min ${sorted[0]?.toFixed(0)}, max ${sorted[4]?.toFixed(0)}), 5 runs`,
  );
  console.log(
    `requests after widget.js before the first slots: ${runs[0]?.requests} (${runs[0]?.paths.join(", ")})`,
  );

  // A first visit on a slow phone: a fresh context each run (empty cache), a phone-sized viewport, and
  // Chrome's own throttling set before the host page is requested, so the page and the widget share it.
  const slow = [];
  for (let run = 0; run < SLOW_RUNS; run++) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(hostUrl, { waitUntil: "load", timeout: 60_000 });
    const slotsAt = await firstSlots(page, 60_000);
    // Both from the navigation's start: when the host page fired its load event, when the slots showed.
    const loadAt = await page.evaluate(
      () => performance.getEntriesByType("navigation")[0]?.loadEventStart ?? 0,
    );
    slow.push({ load: loadAt, slots: slotsAt, after: slotsAt - loadAt });
    await context.close();
  }
  const list = (key) => slow.map((run) => run[key].toFixed(0)).join(", ");
  const after = median(slow.map((run) => run.after));
  const met = after <= GOAL_AFTER_HOST_MS;
  console.log(
    `\nslow 4G phone (${SLOW_4G.latency} ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU ${CPU_SLOWDOWN}× slower), median of ${SLOW_RUNS} first visits:`,
  );
  console.log(
    `  host page's load event           ${ms(median(slow.map((run) => run.load))).padStart(8)}  (runs ${list("load")} ms)`,
  );
  console.log(
    `  widget's first slots             ${ms(median(slow.map((run) => run.slots))).padStart(8)}  (runs ${list("slots")} ms)`,
  );
  console.log(
    `  first slots after the host page  ${ms(after).padStart(8)}  (runs ${list("after")} ms)  goal ≤ ${GOAL_AFTER_HOST_MS} ms ${met ? "✓" : "✗"}`,
  );
} finally {
  await browser.close();
  host.close();
  await server.stop();
}
