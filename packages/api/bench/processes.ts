import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

// What ships: the build (`pnpm build`, which `pnpm bench` runs first), started with plain node as
// `pnpm start` does (`node dist/main.js`); no tsx, whose loader wraps the server's functions.
const mainFile = fileURLToPath(new URL("../dist/main.js", import.meta.url));
const bareFile = fileURLToPath(new URL("./bare-hono.mjs", import.meta.url));

export interface BenchProcess {
  base: string;
  /** Where the process's stdout and stderr go (its request log included). */
  logFile: string;
  /** CPU time the process has used so far, in ms (all its threads, GC included); undefined off Linux. */
  cpuMs(): number | undefined;
  stop(): Promise<void>;
}

/** A port that was free a moment ago (the child binds it; loopback only). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilAnswering(base: string, child: ChildProcess, logFile: string, timeoutMs = 180_000) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}), see ${logFile}`);
    try {
      const response = await fetch(`${base}/port-info.json`);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`no answer from ${base}, see ${logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`, 100 on Linux). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * A process's user + system CPU time from `/proc/<pid>/stat` (fields 14 and 15, counted after the command
 * name's closing parenthesis). Unlike req/s, the CPU a request costs hardly depends on what else the
 * machine is doing.
 */
function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS_PER_SECOND : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts a JavaScript file with plain node on a free port of 127.0.0.1; its output goes to a file, not
 * through this process, so reading it costs the load generator nothing.
 */
async function startChild(
  file: string,
  name: string,
  env: Record<string, string>,
  nodeArgs: string[] = [],
): Promise<BenchProcess> {
  const dir = mkdtempSync(join(tmpdir(), `ts-bench-${name}-`));
  const logFile = join(dir, "output.log");
  const out = openSync(logFile, "a");
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, file], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: join(dir, "data"), ...env },
    stdio: ["ignore", out, out],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilAnswering(base, child, logFile);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    base,
    logFile,
    cpuMs: () => processCpuMs(child.pid),
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      if (!process.env.BENCH_KEEP_LOGS) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * This server as it runs in production (`node dist/main.js`: JSON request log at info level, every middleware),
 * on an embedded PGlite in a temporary directory filled with the demo data, or on the PostgreSQL database
 * `databaseUrl` (which must hold no accounts: the demo data is seeded only into such a database).
 * `BENCH_CPU_PROF=<dir>` writes its CPU profile there when it stops. `env` adds to or overrides its
 * environment (e.g. `DATA_DIR` of a database prepared beforehand).
 */
export function startApiServer(databaseUrl = "", env: Record<string, string> = {}): Promise<BenchProcess> {
  const profile = process.env.BENCH_CPU_PROF;
  return startChild(
    mainFile,
    databaseUrl ? "api-postgres" : "api",
    {
      DEMO: "1",
      DATABASE_URL: databaseUrl,
      STORYBOOK_PORT: "off",
      SMTP_URL: "",
      LOG_LEVEL: "info",
      BOOKINGS_PER_CLIENT: "100000",
      ...env,
    },
    profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : [],
  );
}

/** The reference (`bench/bare-hono.mjs`, plain node as well): a bare Hono app with one JSON route. */
export function startBareHono(): Promise<BenchProcess> {
  return startChild(bareFile, "bare", {});
}
