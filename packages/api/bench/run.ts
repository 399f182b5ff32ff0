import { demoAccounts } from "../src/seed/demo.ts";
import { bookings, futureSlots } from "./bookings.ts";
import { benchCoreSlots } from "./core-slots.ts";
import { commitToEvent } from "./latency.ts";
import { type LoadResult, loadPaired, loadRounds, loadSeconds } from "./load.ts";
import { benchPartnerList } from "./partner-list.ts";
import { type BenchProcess, startApiServer, startBareHono } from "./processes.ts";

// Prints figures for this machine and whether the floors were met; the exit code does not depend on them
// (a busy machine moves every figure). Loopback only, bounded in count and time. The API and the bare Hono
// reference each run in a process of their own; the load generator runs here.
const line = (label: string, value: string) => process.stdout.write(`${label.padEnd(58)} ${value}\n`);
const figure = (r: LoadResult) =>
  `${r.rps.toFixed(0).padStart(6)} req/s  p99 ${String(r.p99).padStart(3)} ms` +
  `${r.cpuUs === undefined ? "" : `  CPU ${r.cpuUs.toFixed(0).padStart(4)} µs/req`}${r.errors ? `  (${r.errors} errors!)` : ""}`;

/**
 * The floors of what a guest's widget waits for: its two public reads must keep up with a fair share of
 * what Hono itself can answer on this machine, and must not make a crowd of guests wait much longer than
 * Hono alone would. Both are ratios to the bare app in the same run, so a slower machine moves both sides.
 */
const RPS_FLOOR = 0.2;
const P99_CEILING = 4;
const CROWD_CONNECTIONS = 50;

interface Target {
  label: string;
  path: string;
  headers?: Record<string, string>;
  /** Whether the floors apply to this line. */
  floored?: boolean;
}

const verdicts: Array<{ floor: string; met: boolean }> = [];
const mark = (met: boolean) => (met ? "✓" : "✗");
function judge(floor: string, met: boolean) {
  verdicts.push({ floor, met });
  return mark(met);
}

const core = benchCoreSlots();
line(
  "core computeDaySlots (60 tables, 500 reservations)",
  `${(core.perCallMs * 1000).toFixed(0)} µs/call (${core.calls} calls, ${core.slots} slots)`,
);

let api: BenchProcess | undefined;
let bare: BenchProcess | undefined;
let onPostgres: BenchProcess | undefined;

/** `/port-info.json` as a reference point, the widget's public reads (two of them floored), anonymous. */
const publicTargets = (restaurantId: string, day: string): Target[] => [
  { label: "/port-info.json", path: "/port-info.json" },
  {
    label: "GET simple-timeslots (slots)",
    path: `/api/simple-timeslots/${restaurantId}/${day}/2`,
    floored: true,
  },
  {
    label: "GET /api/restaurants/{id} (restaurant data)",
    path: `/api/restaurants/${restaurantId}`,
    floored: true,
  },
  { label: "GET …/{restaurantId}/config", path: `/api/restaurants/${restaurantId}/config` },
  { label: "GET …/{restaurantId}/special-hours", path: `/api/restaurants/${restaurantId}/special-hours` },
];

/** Signs in as the demo restaurant's owner; its restaurant and the first day with a bookable future slot. */
async function signInAsOwner(base: string) {
  const owner = demoAccounts.find((account) => account.login === "inhaber@trattoria.example");
  if (!owner) throw new Error("demo owner missing");
  const login = await fetch(`${base}/api/users/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ email: owner.login, password: owner.password }),
  });
  if (!login.ok) throw new Error(`demo owner cannot sign in at ${base} (${login.status})`);
  const { user } = (await login.json()) as { user: { _id: string; restaurantId: string } };
  const cookie = (login.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
  const plan = await futureSlots(base, user.restaurantId);
  const day = plan[0]?.date;
  if (!day) throw new Error("no bookable future slot in the demo restaurant");
  return { cookie, restaurantId: user.restaurantId, plan, day };
}

const paired = (reference: BenchProcess, server: BenchProcess, target: Target, connections: number) =>
  loadPaired(
    { url: `${reference.base}/port-info.json`, cpuMs: reference.cpuMs },
    {
      url: `${server.base}${target.path}`,
      ...(target.headers ? { headers: target.headers } : {}),
      cpuMs: server.cpuMs,
    },
    connections,
  );

/** One line at 10 connections: the target against the bare Hono reference, in turns; floored: ≥ 0.2 ×. */
async function measureTarget(reference: BenchProcess, server: BenchProcess, target: Target) {
  const { reference: referenceFigure, subject, ratio } = await paired(reference, server, target, 10);
  const verdict = target.floored
    ? `  ≥ ${RPS_FLOOR} × ${judge(`${target.label}: req/s ≥ ${RPS_FLOOR} × bare Hono`, ratio >= RPS_FLOOR)}`
    : "";
  line(
    target.label,
    `${figure(subject)}  ${ratio.toFixed(2)} × bare Hono (${figure(referenceFigure)})${verdict}`,
  );
}

/** One line at 50 connections: the target's p99 against the bare Hono reference's, in turns: ≤ 4 ×. */
async function measureCrowd(reference: BenchProcess, server: BenchProcess, target: Target) {
  const {
    reference: referenceFigure,
    subject,
    p99Ratio,
  } = await paired(reference, server, target, CROWD_CONNECTIONS);
  const met = p99Ratio <= P99_CEILING;
  const floor = `${target.label}: p99 at ${CROWD_CONNECTIONS} connections ≤ ${P99_CEILING} × bare Hono`;
  line(
    `${target.label}, ${CROWD_CONNECTIONS} conn.`,
    `${figure(subject)}  p99 ${p99Ratio.toFixed(1)} × bare Hono (${figure(referenceFigure)})  ≤ ${P99_CEILING} × ${judge(floor, met)}`,
  );
}

const explain = () =>
  process.stdout.write(
    `Each figure and a bare Hono reference (bench/bare-hono.mjs) take ${loadRounds} turns of ${loadSeconds} s each after a 1 s\n` +
      "warm-up; a ratio is the median of the turns' ratios (the machine's speed drifts; compare ratios), a p99\n" +
      "the median of the turns'. CPU µs/req: the server process's CPU time (all threads, GC included) per answer.\n",
  );

try {
  [api, bare] = await Promise.all([startApiServer(), startBareHono()]);
  const { cookie, restaurantId, plan, day } = await signInAsOwner(api.base);
  const publicReads = publicTargets(restaurantId, day);

  process.stdout.write("\n10 connections; API: node dist/main.js with demo data.\n");
  explain();
  const targets: Target[] = [
    ...publicReads,
    { label: "GET /api/users/me (signed in)", path: "/api/users/me", headers: { Cookie: cookie } },
    // As the dashboard asks for it: a browser always accepts gzip (the list is about 0.5 MB, 40 kB gzipped).
    {
      label: "GET reservations of the restaurant (signed in, gzip)",
      path: `/api/reservations/restaurant/${restaurantId}`,
      headers: { Cookie: cookie, "Accept-Encoding": "gzip" },
    },
  ];
  // What a guest's browser fetches of the widget before the first slots, and the landing page, as browsers
  // ask for them (compressed).
  const loader = await (await fetch(`${api.base}/widget.js`)).text();
  const entryChunk = /\bu\("([^"]+)"\)/.exec(loader)?.[1];
  const compressed = { "Accept-Encoding": "gzip, deflate, br" };
  targets.push({ label: "GET /widget.js (compressed)", path: "/widget.js", headers: compressed });
  if (entryChunk) {
    targets.push({
      label: "GET the widget's entry chunk (compressed)",
      path: `/${entryChunk}`,
      headers: compressed,
    });
  }
  targets.push({ label: "GET / landing page (compressed)", path: "/", headers: compressed });
  for (const target of targets) await measureTarget(bare, api, target);

  // A crowd of guests at once: how long the slowest of them wait, against Hono alone under the same crowd.
  process.stdout.write(`\n${CROWD_CONNECTIONS} connections, the same turns:\n`);
  for (const target of publicReads.filter((t) => t.floored)) await measureCrowd(bare, api, target);

  process.stdout.write("\n");
  const booked = await bookings(api.base, restaurantId, plan);
  line(
    "bookings (POST /api/reservation, future slots, 8 at once)",
    `${booked.perSecond.toFixed(0)} /s (${booked.created} booked, ${booked.conflicts} slot taken, ${booked.other} other)`,
  );
  const latency = await commitToEvent(api.base, restaurantId, cookie, booked.remaining);
  line(
    "booking sent -> its SSE event on a dashboard stream",
    `median ${latency.event.median.toFixed(1)} ms, p95 ${latency.event.p95.toFixed(1)} ms (${latency.samples} samples; ` +
      `its answer: median ${latency.answer.median.toFixed(1)} ms, p95 ${latency.answer.p95.toFixed(1)} ms)`,
  );
  await benchPartnerList(api);

  // Production runs on PostgreSQL: the floored lines with the same build on it, when a database is named.
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (databaseUrl) {
    onPostgres = await startApiServer(databaseUrl);
    const owner = await signInAsOwner(onPostgres.base);
    process.stdout.write(
      "\nThe same build on PostgreSQL (BENCH_DATABASE_URL), the same bare Hono reference:\n",
    );
    const floored = publicTargets(owner.restaurantId, owner.day)
      .filter((t) => t.floored)
      .map((t) => ({ ...t, label: `${t.label} (PostgreSQL)` }));
    for (const target of floored) await measureTarget(bare, onPostgres, target);
    for (const target of floored) await measureCrowd(bare, onPostgres, target);
  }
} finally {
  await Promise.all([api?.stop(), bare?.stop(), onPostgres?.stop()]);
}

const missed = verdicts.filter((v) => !v.met);
process.stdout.write(
  `\nFloors: ${verdicts.length - missed.length} of ${verdicts.length} met` +
    (missed.length ? ` (missed: ${missed.map((v) => v.floor).join("; ")})` : "") +
    ". Figures only: the exit code does not depend on them.\n",
);
