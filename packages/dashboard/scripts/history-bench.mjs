// History benchmark: what a restaurant's years cost each staff page. Two API servers from the build
// (`node packages/api/dist/main.js` with the demo data), one of them with three years of past reservations
// written by `tischservice demo-history --years 3`; the owner opens each staff page in Chromium, and for its
// first load we print the API bytes on the wire (and as JSON), the server time of those requests and when
// the page settled (its last API answer, with nothing in flight for two seconds after it). Goals: with the history,
// at most 1.25× the bytes and 300 kB of JSON, and settled within 1.5× the time. Figures only: the exit code
// does not depend on them. Not part of `pnpm test`.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, openSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { launchChromium } from "../../../e2e/browser.ts";

const apiDist = fileURLToPath(new URL("../../api/dist/", import.meta.url));
const dashboardDist = fileURLToPath(new URL("../dist/index.html", import.meta.url));
if (!existsSync(join(apiDist, "main.js")) || !existsSync(dashboardDist)) {
  console.error(
    "Kein Build gefunden: erst `node scripts/start.mjs --build-only` im Wurzelverzeichnis ausführen.",
  );
  process.exit(1);
}

const owner = { email: "inhaber@trattoria.example", password: "Gastro#2026" };
const pages = [
  ["home", "/app/"],
  ["calendar", "/app/calendar"],
  ["reservation list", "/app/reservations"],
  ["guest book", "/app/guests"],
  ["statistics", "/app/past-reservations"],
  ["floor plan", "/app/floorplan"],
];
const runs = 3;
const quietMs = 2000;
const settleLimitMs = 60_000;

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

// BENCH_POSTGRES_URL (a PostgreSQL server's URL with a role that may create databases): both servers run
// on fresh databases there instead of the embedded PGlite, as in production.
const postgresUrl = process.env.BENCH_POSTGRES_URL;
const pg = postgresUrl ? createRequire(join(apiDist, "../package.json"))("pg") : null;
/** Per server directory: its database's URL, or "" for PGlite in the directory. */
const databaseUrls = new Map();

async function withAdmin(run) {
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

async function createDatabase(dir) {
  if (!pg) return;
  const name = `ts_history_bench_${Math.random().toString(36).slice(2, 10)}`;
  await withAdmin((admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  databaseUrls.set(dir, url.toString());
}

async function dropDatabases() {
  for (const url of databaseUrls.values()) {
    const name = new URL(url).pathname.slice(1);
    await withAdmin((admin) => admin.query(`DROP DATABASE IF EXISTS ${name}`));
  }
}

const environment = (dir) => ({
  ...process.env,
  DATA_DIR: join(dir, "data"),
  DEMO: "1",
  STORYBOOK_PORT: "off",
  SMTP_URL: "",
  LOG_LEVEL: "warn",
  DATABASE_URL: databaseUrls.get(dir) ?? "",
});

/** `node dist/main.js` on a free loopback port, answering; its output goes to a file in `dir`. */
async function startApi(dir) {
  const port = await freePort();
  const out = openSync(join(dir, "output.log"), "a");
  const child = spawn(process.execPath, [join(apiDist, "main.js")], {
    env: { ...environment(dir), PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", out, out],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API beendet (${child.exitCode}), siehe ${dir}/output.log`);
    const ok = await fetch(`${base}/port-info.json`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() - started > 180_000) throw new Error(`API antwortet nicht, siehe ${dir}/output.log`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    base,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      const late = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(late);
    },
  };
}

// Without the service worker: its fetches would not show as the page's requests (and it answers none of
// the API's reads anyway).
const contextOptions = { viewport: { width: 1280, height: 900 }, locale: "de-DE", serviceWorkers: "block" };

/** The owner's signed-in browser context on `base`. */
async function signedIn(browser, base) {
  const context = await browser.newContext(contextOptions);
  const login = await context.request.post(`${base}/api/users/login`, {
    headers: { Origin: base },
    data: owner,
  });
  if (!login.ok()) throw new Error(`Anmeldung an ${base} fehlgeschlagen (${login.status()})`);
  return context;
}

/** The signed-in owner's restaurant. */
async function restaurantOf(context, base) {
  const me = await (await context.request.get(`${base}/api/users/me`)).json();
  return me.user?.restaurantId ?? me.data?.restaurantId;
}

const isLiveStream = (request) => new URL(request.url()).pathname.startsWith("/api/notifications/listen");
const isApiRead = (request) => new URL(request.url()).pathname.startsWith("/api/") && !isLiveStream(request);

/**
 * One first load of `path`: API bytes (wire and JSON), server time and when the page settled: its last API
 * answer, once nothing at all (scripts included, the live stream aside) has been in flight for `quietMs`.
 */
async function firstLoad(browser, base, path, cookies) {
  // A new context each time, with only the session's cookies: the dashboard keeps its answers in the
  // browser's storage, and a second load in the same context would show them without asking.
  const context = await browser.newContext({ ...contextOptions, storageState: { cookies, origins: [] } });
  const page = await context.newPage();
  const inFlight = new Set();
  const finished = [];
  let lastActivity = 0;
  let lastApi = 0;
  page.on("request", (request) => {
    if (isLiveStream(request)) return;
    inFlight.add(request);
    lastActivity = performance.now();
  });
  const done = (request) => {
    if (!inFlight.delete(request)) return;
    lastActivity = performance.now();
    if (!isApiRead(request)) return;
    finished.push(request);
    lastApi = lastActivity;
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  const start = performance.now();
  await page.goto(`${base}${path}`, { waitUntil: "load", timeout: 120_000 });
  // A page asks the API only once its scripts ran: wait for its first answer, then for a quiet spell long
  // enough to outlast a busy machine's pauses between one request and the next (the figure is the last
  // answer's time, not the wait's).
  while (finished.length === 0 || inFlight.size > 0 || performance.now() - lastActivity < quietMs) {
    // A page that keeps asking (polling) never falls quiet: its figures are those of its first minute.
    if (performance.now() - start > settleLimitMs) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  let wire = 0;
  let json = 0;
  let serverMs = 0;
  for (const request of finished) {
    const response = await request.response();
    if (!response) continue;
    wire += (await request.sizes()).responseBodySize;
    json += (await response.body().catch(() => Buffer.alloc(0))).length;
    const timing = request.timing();
    if (timing.responseStart > 0 && timing.requestStart >= 0)
      serverMs += timing.responseStart - timing.requestStart;
  }
  await context.close();
  return { requests: finished.length, wire, json, serverMs, settledMs: lastApi - start };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const ms = (value) => value.toFixed(0).padStart(6);

// Writing three years takes minutes: BENCH_HISTORY_DIR keeps that database for the next run (and reuses it).
const keptHistory = process.env.BENCH_HISTORY_DIR;
const reuse = !postgresUrl && keptHistory !== undefined && existsSync(join(keptHistory, "data"));
if (keptHistory) mkdirSync(keptHistory, { recursive: true });
const dirs = [
  mkdtempSync(join(tmpdir(), "ts-history-demo-")),
  keptHistory ?? mkdtempSync(join(tmpdir(), "ts-history-3y-")),
];
const servers = [];
const browser = await launchChromium();
try {
  for (const dir of dirs) await createDatabase(dir);
  // The history goes into a database the server has seeded and left (PGlite takes one process at a time).
  let summary = `the database in ${keptHistory} from an earlier run`;
  if (!reuse) {
    const seeding = await startApi(dirs[1]);
    await seeding.stop();
    const args = [join(apiDist, "cli/main.js"), "demo-history", "--years", "3"];
    const written = spawnSync(process.execPath, args, {
      env: environment(dirs[1]),
      encoding: "utf8",
    });
    if (written.status !== 0) throw new Error(`demo-history: ${written.stderr || written.stdout}`);
    summary = written.stdout.trim();
  }
  servers.push(await startApi(dirs[0]), await startApi(dirs[1]));
  const contexts = await Promise.all(servers.map((server) => signedIn(browser, server.base)));
  const cookies = await Promise.all(contexts.map((context) => context.cookies()));

  console.log(`\nHistory (${postgresUrl ? "PostgreSQL" : "PGlite"}): ${summary}`);
  console.log(
    `First load of each staff page as the owner, median of ${runs} after one warm-up; API answers only (the live stream aside).`,
  );
  console.log(
    "page                 demo: API kB  JSON kB  server ms  settled ms | 3 years: API kB  JSON kB  server ms  settled ms | goals",
  );
  let met = 0;
  for (const [name, path] of pages) {
    const figures = [];
    for (const [index, server] of servers.entries()) {
      await firstLoad(browser, server.base, path, cookies[index]);
      const samples = [];
      for (let run = 0; run < runs; run += 1)
        samples.push(await firstLoad(browser, server.base, path, cookies[index]));
      figures.push({
        wire: median(samples.map((s) => s.wire)),
        json: median(samples.map((s) => s.json)),
        serverMs: median(samples.map((s) => s.serverMs)),
        settledMs: median(samples.map((s) => s.settledMs)),
      });
    }
    const [demo, history] = figures;
    const bytesRatio = history.wire / Math.max(1, demo.wire);
    const settledRatio = history.settledMs / Math.max(1, demo.settledMs);
    const ok = bytesRatio <= 1.25 && history.json <= 300 * 1024 && settledRatio <= 1.5;
    if (ok) met += 1;
    console.log(
      `${name.padEnd(18)} ${kb(demo.wire)}  ${kb(demo.json)}  ${ms(demo.serverMs)}     ${ms(demo.settledMs)}     |      ${kb(history.wire)}  ${kb(history.json)}  ${ms(history.serverMs)}     ${ms(history.settledMs)}     | bytes ${bytesRatio.toFixed(2)}× settled ${settledRatio.toFixed(2)}× ${ok ? "✓" : "✗"}`,
    );
  }
  console.log(`Goals (≤ 1.25× bytes, ≤ 300 kB JSON, ≤ 1.5× settled): ${met} of ${pages.length} pages met.`);

  // The two reads that scan history if anything does: statistics over all time and a guest search.
  const restaurantId = await restaurantOf(contexts[1], servers[1].base);
  const reads = [
    ["statistics over all time", `/api/stats/${restaurantId}?period=all`, 150],
    ["guest search (name prefix)", `/api/guests/restaurant/${restaurantId}?q=M%C3%BCl`, 200],
  ];
  for (const [name, path, goalMs] of reads) {
    const times = [];
    for (const [index, server] of servers.entries()) {
      await contexts[index].request.get(`${server.base}${path}`);
      const samples = [];
      for (let run = 0; run < 5; run += 1) {
        const started = performance.now();
        const answer = await contexts[index].request.get(`${server.base}${path}`);
        await answer.body();
        samples.push(performance.now() - started);
      }
      times.push(median(samples));
    }
    const ok = (times[1] ?? 0) <= goalMs;
    console.log(
      `${name.padEnd(28)} demo ${ms(times[0] ?? 0)} ms, 3 years ${ms(times[1] ?? 0)} ms (median of 5)  goal ≤ ${goalMs} ms ${ok ? "✓" : "✗"}`,
    );
  }
} finally {
  await browser.close();
  for (const server of servers) await server.stop();
  await dropDatabases();
  if (!process.env.BENCH_KEEP_LOGS) rmSync(dirs[0], { recursive: true, force: true });
  if (!process.env.BENCH_KEEP_LOGS && !keptHistory) rmSync(dirs[1], { recursive: true, force: true });
}
