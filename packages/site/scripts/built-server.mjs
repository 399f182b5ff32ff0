// Starts the built server (packages/api/dist/main.js) the way the end-to-end setup does: a fresh data
// directory, demo data, a free port on 127.0.0.1. Used by `bench-lighthouse.mjs`.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const serverEntry = new URL("../../api/dist/main.js", import.meta.url).pathname;

/** Waits until the server prints the line with its URL; fails with the server's output otherwise. */
function waitForUrl(child) {
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /läuft auf (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1].replace("localhost", "127.0.0.1"));
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => reject(new Error(`Server beendet (Code ${code}):\n${output}`)));
  });
}

/** @returns {Promise<{ baseURL: string, stop: () => Promise<void> }>} */
export async function startBuiltServer() {
  if (!existsSync(serverEntry)) {
    throw new Error("packages/api/dist/main.js fehlt: zuerst `node scripts/start.mjs --build-only`.");
  }
  const dataDir = mkdtempSync(join(tmpdir(), "tischservice-bench-"));
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO: "1",
      LOG_LEVEL: "warn",
      SMTP_URL: "",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const baseURL = await waitForUrl(child);
  return {
    baseURL,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
