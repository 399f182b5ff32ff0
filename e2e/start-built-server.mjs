// Starts the built server (packages/api/dist/main.js) for end-to-end tests (e2e/global-setup.ts) and
// measurements (packages/booking-widget/scripts/bench.mjs): a fresh data directory, demo data, a free
// port, mail into the data directory's outbox. Plain JavaScript so that `node` runs it without a build;
// the types are in start-built-server.d.mts.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const serverEntry = new URL("../packages/api/dist/main.js", import.meta.url).pathname;

/** Waits until the server prints the line with its URL; fails with the server's output otherwise. */
function waitForUrl(child) {
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /läuft auf (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1].replace("localhost", "127.0.0.1"));
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`Server beendet (Code ${code}):\n${output}`)));
  });
}

/**
 * Starts the built server. `dataDirPrefix` names its temporary data directory; `demo: false` starts it
 * without demo data (an empty platform, as in production); `prepare(dataDir)` runs before the server
 * opens the database (e.g. the operator's `create-admin`); `env` adds to (or overrides) its environment.
 * Resolves once it listens, with its origin (`http://127.0.0.1:<port>`), the data directory and `stop()`,
 * which ends the server and removes the directory.
 */
export async function startBuiltServer({
  dataDirPrefix = "tischservice-e2e-",
  demo = true,
  prepare,
  env = {},
} = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), dataDirPrefix));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    await prepare?.(dataDir);
  } catch (error) {
    removeDataDir();
    throw error;
  }
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO: demo ? "1" : "0",
      // Every journey books from 127.0.0.1: the per-address limit (tested in the API suites) would end
      // the run after 20 bookings.
      BOOKINGS_PER_CLIENT: "10000",
      LOG_LEVEL: "warn",
      SMTP_URL: "",
      DATABASE_URL: "",
      // A test or measurement server, never a production start (which refuses without SITE_CONFIG), even
      // when a build tool in the calling process has set NODE_ENV=production (the widget's bench builds).
      NODE_ENV: "test",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let baseURL;
  try {
    baseURL = await waitForUrl(child);
  } catch (error) {
    removeDataDir();
    throw error;
  }
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    removeDataDir();
  };
  return { baseURL, dataDir, stop };
}
