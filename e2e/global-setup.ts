import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** Origin of the built server the end-to-end tests run against, e.g. `http://127.0.0.1:41234`. */
    baseURL: string;
    /** The server's private DATA_DIR: mails without SMTP land in `outbox/*.eml` there. */
    dataDir: string;
  }
}

const serverEntry = new URL("../packages/api/dist/main.js", import.meta.url).pathname;

/** Waits until the server prints the line with its URL; fails with the server's output otherwise. */
function waitForUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
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
 * Starts the built server once for the whole e2e run: a fresh data directory, demo data, a free port.
 * `pnpm test:e2e` builds the packages first (`scripts/start.mjs --build-only`).
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), "tischservice-e2e-"));
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
  project.provide("baseURL", baseURL);
  project.provide("dataDir", dataDir);

  return async () => {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
