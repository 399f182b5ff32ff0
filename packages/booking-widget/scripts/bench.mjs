// `pnpm bench`: widget.js's sizes (before the first slots, on demand, total) and the top contributors of
// each chunk by module, and on a host page (another origin) against the built server with demo data: the
// time from script start to interactive slots and the requests made before the first slots.
// Figures only; nothing here asserts on time. Needs `node scripts/start.mjs --build-only` first.
import { createServer } from "node:http";
import { chromium } from "playwright-core";
import { startBuiltServer } from "../../../e2e/start-built-server.mjs";
import { printWidgetModules, widgetModules } from "./widget-modules.mjs";
import { printWidgetSize } from "./widget-size.mjs";

printWidgetSize();

// Where the bytes come from: each module's share, largest first.
printWidgetModules(await widgetModules(), 15);

const server = await startBuiltServer({ dataDirPrefix: "tischservice-bench-" });
const api = server.baseURL;

const restaurants = await (await fetch(`${api}/api/restaurants`)).json();
const id = restaurants.data[0]._id;
const host = createServer((_request, response) => {
  response.writeHead(200, { "Content-Type": "text/html" });
  response.end(
    `<!doctype html><title>Bench</title><h1>Restaurant</h1><script>performance.mark("script-tag")</script><script src="${api}/widget.js" data-restaurant="${id}" async></script>`,
  );
});
await new Promise((resolve) => host.listen(0, "127.0.0.1", resolve));
const hostUrl = `http://localhost:${host.address().port}/`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--headless", "--disable-gpu", "--no-first-run"],
});
const runs = [];
for (let run = 0; run < 5; run++) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(hostUrl);
  // The moment the first slots (or "Keine Zeiten verfügbar") are on screen, checked on every frame.
  const slotsVisible = await page
    .waitForFunction(
      () => {
        const text = document.querySelector("tischservice-booking")?.shadowRoot?.textContent ?? "";
        return /✓ Verfügbar|Keine Zeiten verfügbar/.test(text) ? performance.now() : false;
      },
      undefined,
      { polling: "raf", timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue());
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

await browser.close();
host.close();
await server.stop();
