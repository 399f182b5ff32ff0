import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { demoAccounts } from "../src/seed/demo.ts";
import { preparePartnerListData } from "./partner-list-data.ts";
import { type BenchProcess, startApiServer } from "./processes.ts";

// The partner list at a platform's size: what the spec's whole list, the landing page's six and the
// admin's first pages cost with the demo's few restaurants and with 2,000 partners more, side by side.
// Bytes are the JSON answer (and what gzip makes of it); the server time is what the API's request log
// measured for the request (the median of several), so the load generator's own time is not in it.

/** Partners added to the demo's own for the second column. */
export const EXTRA_PARTNERS = 2000;
const SAMPLES = 9;

/** A running API: its address and, when known, the file its JSON request log goes to. */
export interface PartnerListServer {
  base: string;
  logFile?: string;
}

interface Read {
  label: string;
  path: string;
  /** Signed in as the demo's administrator. */
  admin?: boolean;
}

const reads: Read[] = [
  { label: "GET /api/restaurants (whole list, integrations)", path: "/api/restaurants" },
  { label: "GET /api/restaurants?limit=6 (landing page)", path: "/api/restaurants?limit=6" },
  {
    label: "GET /api/restaurants?limit=20 (admin, first page)",
    path: "/api/restaurants?limit=20",
    admin: true,
  },
  { label: "GET /api/users?limit=20 (admin, first page)", path: "/api/users?limit=20", admin: true },
  { label: "GET /api/restaurants?q=berlin&limit=20 (search)", path: "/api/restaurants?q=berlin&limit=20" },
];

interface Figures {
  bytes: number;
  gzipBytes: number;
  /** Median server time in ms (the request log's), or the loopback round trip without a log. */
  ms: number;
  rows: number;
}

const line = (label: string, value: string) => process.stdout.write(`${label.padEnd(58)} ${value}\n`);
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function signInAsAdmin(base: string): Promise<string> {
  const admin = demoAccounts.find((account) => account.login === "admin@tischservice.example");
  if (!admin) throw new Error("demo admin missing");
  const response = await fetch(`${base}/api/users/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ email: admin.login, password: admin.password }),
  });
  if (!response.ok) throw new Error(`demo admin cannot sign in at ${base} (${response.status})`);
  return (response.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
}

/** The request log's duration of each request id in `ids`, waiting briefly for the lines to be written. */
async function loggedDurations(logFile: string, ids: string[]): Promise<number[]> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const durations = new Map<string, number>();
    for (const text of readFileSync(logFile, "utf8").split("\n")) {
      if (!text.includes('"durationMs"')) continue;
      try {
        const entry = JSON.parse(text) as { requestId?: string; durationMs?: number };
        if (entry.requestId && typeof entry.durationMs === "number")
          durations.set(entry.requestId, entry.durationMs);
      } catch {
        // a line still being written
      }
    }
    const found = ids.map((id) => durations.get(id)).filter((ms): ms is number => ms !== undefined);
    if (found.length === ids.length) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return [];
}

async function measure(server: PartnerListServer, read: Read, cookie: string): Promise<Figures> {
  const headers: Record<string, string> = read.admin ? { Cookie: cookie } : {};
  let body = "";
  const ids: string[] = [];
  const roundTrips: number[] = [];
  for (let sample = -2; sample < SAMPLES; sample++) {
    const started = performance.now();
    const response = await fetch(`${server.base}${read.path}`, { headers });
    body = await response.text();
    if (!response.ok) throw new Error(`${read.path} answered ${response.status}`);
    if (sample < 0) continue; // warm-up: caches, the query plan
    roundTrips.push(performance.now() - started);
    ids.push(response.headers.get("x-request-id") ?? "");
  }
  const logged = server.logFile ? await loggedDurations(server.logFile, ids) : [];
  const answer = JSON.parse(body) as { data?: unknown[] };
  return {
    bytes: Buffer.byteLength(body),
    gzipBytes: gzipSync(body).byteLength,
    ms: median(logged.length === SAMPLES ? logged : roundTrips),
    rows: answer.data?.length ?? 0,
  };
}

const describe = (f: Figures) =>
  `${String(f.rows).padStart(4)} rows ${kB(f.bytes).padStart(9)} (gzip ${kB(f.gzipBytes).padStart(8)}) ${f.ms.toFixed(1).padStart(6)} ms`;

/**
 * Prints, for each read, its figures on `demo` (the demo's own restaurants) beside those on `many` (the
 * same with 2,000 partners more), and the ratio of bytes: the landing page's and the admin's pages must
 * not grow with the number of partners.
 */
export async function measurePartnerList(demo: PartnerListServer, many: PartnerListServer): Promise<void> {
  const [demoCookie, manyCookie] = await Promise.all([signInAsAdmin(demo.base), signInAsAdmin(many.base)]);
  process.stdout.write(
    `\nThe partner list: the demo's restaurants | with ${EXTRA_PARTNERS.toLocaleString("de-DE")} partners more ` +
      `(JSON bytes, gzip, server time: median of ${SAMPLES}):\n`,
  );
  for (const read of reads) {
    const a = await measure(demo, read, demoCookie);
    const b = await measure(many, read, manyCookie);
    line(read.label, `${describe(a)}  |  ${describe(b)}  bytes ${(b.bytes / a.bytes).toFixed(2)} ×`);
  }
}

/**
 * The partner list's lines of `pnpm bench`: beside the running demo server, a second one whose database
 * holds the demo data and 2,000 listed partners more (written before it starts), then both measured.
 */
export async function benchPartnerList(demo: BenchProcess): Promise<void> {
  const data = await preparePartnerListData(EXTRA_PARTNERS);
  let many: BenchProcess | undefined;
  try {
    many = await startApiServer("", { DATA_DIR: data.dataDir });
    line(
      `${EXTRA_PARTNERS} partners written (one multi-row insert per table)`,
      `${data.insertMs.toFixed(0)} ms`,
    );
    await measurePartnerList(demo, many);
  } finally {
    await many?.stop();
    data.remove();
  }
}
