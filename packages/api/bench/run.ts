import { demoAccounts } from "../src/seed/demo.ts";
import { bookings, futureSlots } from "./bookings.ts";
import { benchCoreSlots } from "./core-slots.ts";
import { commitToEvent } from "./latency.ts";
import { type LoadResult, loadPaired, loadRounds, loadSeconds } from "./load.ts";
import { type BenchProcess, startApiServer, startBareHono } from "./processes.ts";

// Prints figures for this machine; asserts nothing. Loopback only, bounded in count and time. The API and
// the bare Hono reference each run in a process of their own; the load generator runs here.
const line = (label: string, value: string) => process.stdout.write(`${label.padEnd(58)} ${value}\n`);
const figure = (r: LoadResult) =>
  `${r.rps.toFixed(0).padStart(6)} req/s  p99 ${String(r.p99).padStart(3)} ms` +
  `${r.cpuUs === undefined ? "" : `  CPU ${r.cpuUs.toFixed(0).padStart(4)} µs/req`}${r.errors ? `  (${r.errors} errors!)` : ""}`;

const core = benchCoreSlots();
line(
  "core computeDaySlots (60 tables, 500 reservations)",
  `${(core.perCallMs * 1000).toFixed(0)} µs/call (${core.calls} calls, ${core.slots} slots)`,
);

let api: BenchProcess | undefined;
let bare: BenchProcess | undefined;
let middleware: BenchProcess | undefined;
let duties: BenchProcess | undefined;
let onPostgres: BenchProcess | undefined;

type Target = [label: string, path: string, goal?: number, headers?: Record<string, string>];

/** The figures the issue sets goals for: `/port-info.json` and the widget's public reads. */
const goalTargets = (restaurantId: string, ownerId: string, day: string): Target[] => [
  ["/port-info.json", "/port-info.json", 0.8],
  ["GET simple-timeslots (slots)", `/api/simple-timeslots/${restaurantId}/${day}/2`, 0.5],
  ["GET /api/restaurants/{id}", `/api/restaurants/${restaurantId}`, 0.5],
  ["GET /api/restaurantconfigs/{id}", `/api/restaurantconfigs/${restaurantId}`, 0.5],
  ["GET /api/special-hours/{ownerId}", `/api/special-hours/${ownerId}`, 0.5],
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
  return { user, cookie, restaurantId: user.restaurantId, plan, day };
}

/** One line: the target against the bare Hono reference, in turns, with its goal's verdict. */
async function measureTarget(
  reference: BenchProcess,
  server: BenchProcess,
  [label, path, goal, headers]: Target,
) {
  const {
    reference: referenceFigure,
    subject,
    ratio,
  } = await loadPaired(
    { url: `${reference.base}/port-info.json`, cpuMs: reference.cpuMs },
    { url: `${server.base}${path}`, ...(headers ? { headers } : {}), cpuMs: server.cpuMs },
  );
  const verdict = goal === undefined ? "" : `  goal ≥ ${goal}: ${ratio >= goal ? "met" : "NOT MET"}`;
  line(label, `${figure(subject)}  ${ratio.toFixed(2)} × bare Hono (${figure(referenceFigure)})${verdict}`);
}
try {
  [api, bare, middleware, duties] = await Promise.all([
    startApiServer(),
    startBareHono(),
    startBareHono("middleware"),
    startBareHono("duties"),
  ]);
  const { user, cookie, restaurantId, plan, day } = await signInAsOwner(api.base);

  process.stdout.write(
    `\n10 connections; API: node dist/main.js with demo data. Each figure and a bare Hono reference take ${loadRounds}\n` +
      `turns of ${loadSeconds} s each after a 1 s warm-up; the ratio is the median of the turns' ratios (the machine's\n` +
      "speed drifts; compare ratios). CPU µs/req: the server process's CPU time (all threads, GC included) per\n" +
      "answer, which other load on the machine hardly moves.\n",
  );
  // What `/port-info.json` cannot do without: Hono's composition of a middleware, and the duties of every
  // answer (request id, the JSON answer's headers, the log line), each in a Hono app with nothing else.
  const floors: Array<[label: string, server: BenchProcess]> = [
    ["bare Hono + one empty middleware", middleware],
    ["bare Hono + the answers' duties (id, headers, log line)", duties],
  ];
  for (const [label, server] of floors) await measureTarget(bare, server, [label, "/port-info.json"]);
  const targets: Target[] = [
    ...goalTargets(restaurantId, user._id, day),
    ["GET /api/users/me (signed in)", "/api/users/me", undefined, { Cookie: cookie }],
    // As the dashboard asks for it: a browser always accepts gzip (the list is about 0.5 MB, 40 kB gzipped).
    [
      "GET reservations of the restaurant (signed in, gzip)",
      `/api/reservations/restaurant/${restaurantId}`,
      undefined,
      { Cookie: cookie, "Accept-Encoding": "gzip" },
    ],
  ];
  // What a guest's browser fetches of the widget before the first slots, and the landing page, as browsers
  // ask for them (gzip): files answered from memory, compressed once.
  const loader = await (await fetch(`${api.base}/widget.js`)).text();
  const entryChunk = /\bu\("([^"]+)"\)/.exec(loader)?.[1];
  const gzip = { "Accept-Encoding": "gzip, deflate, br" };
  targets.push(["GET /widget.js (gzip)", "/widget.js", undefined, gzip]);
  if (entryChunk) targets.push(["GET the widget's entry chunk (gzip)", `/${entryChunk}`, undefined, gzip]);
  targets.push(["GET / landing page (gzip)", "/", undefined, gzip]);
  for (const target of targets) await measureTarget(bare, api, target);

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

  // Production runs on PostgreSQL: the same figures with the same build on it, when a database is named.
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (databaseUrl) {
    onPostgres = await startApiServer(databaseUrl);
    const owner = await signInAsOwner(onPostgres.base);
    process.stdout.write(
      "\nThe same build on PostgreSQL (BENCH_DATABASE_URL), the same bare Hono reference:\n",
    );
    for (const [label, ...rest] of goalTargets(owner.restaurantId, owner.user._id, owner.day)) {
      await measureTarget(bare, onPostgres, [`${label} (PostgreSQL)`, ...rest]);
    }
  }
} finally {
  await Promise.all([api?.stop(), bare?.stop(), middleware?.stop(), duties?.stop(), onPostgres?.stop()]);
}
