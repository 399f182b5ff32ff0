import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const mainFile = fileURLToPath(new URL("../main.ts", import.meta.url));

/** One real server process (`src/main.ts` from source), listening on a free port of 127.0.0.1. */
export interface ServerProcess {
  child: ChildProcess;
  /** Its process id: the middle part of its lease holder id (`host:pid:random`). */
  pid: number;
  /** `http://127.0.0.1:<port>` */
  base: string;
  /** Its own DATA_DIR (the `.eml` outbox is `<dataDir>/outbox`). */
  dataDir: string;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves when the process has ended, however. */
  exited: Promise<void>;
  /** SIGTERM (a graceful stop); resolves with the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: no shutdown, no released leases, as if the machine died. */
  kill(): Promise<void>;
}

/**
 * Starts a server process with `PORT=0` and its own DATA_DIR plus the given environment; resolves once it
 * prints its address, rejects when it exits before. The data directory is removed after it stopped, unless
 * it was given (`options.dataDir`: one kept across restarts, removed by the test).
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { dataDir?: string } = {},
): Promise<ServerProcess> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), "ts-process-")));
  const child = spawn(process.execPath, ["--conditions=@tischservice/source", "--import", "tsx", mainFile], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      STORYBOOK_PORT: "off",
      SMTP_URL: "",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /läuft auf http:\/\/localhost:(\d+)/.exec(output);
      if (match?.[1]) resolve(`http://127.0.0.1:${match[1]}`);
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    void exited.then(() => reject(new Error(`server exited (${child.exitCode}): ${output}`)));
  });
  const ended = exited.then(async () => {
    if (options.dataDir === undefined) await rm(dataDir, { recursive: true, force: true });
  });
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await ended;
  };
  return {
    child,
    pid: child.pid ?? -1,
    base,
    dataDir,
    output: () => output,
    exited,
    async stop() {
      await signal("SIGTERM");
      return child.exitCode;
    },
    kill: () => signal("SIGKILL"),
  };
}

/** Starts `count` processes at the same moment; if any fails, stops the others and rejects. */
export async function startServerProcesses(
  count: number,
  env: Record<string, string>,
): Promise<ServerProcess[]> {
  const starts = Array.from({ length: count }, () => startServerProcess(env));
  const results = await Promise.allSettled(starts);
  const failed = results.find((result) => result.status === "rejected");
  if (failed) {
    for (const result of results) if (result.status === "fulfilled") await result.value.stop();
    throw failed.reason;
  }
  return results.map((result) => (result as PromiseFulfilledResult<ServerProcess>).value);
}
