import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { operatorTexts } from "@tischservice/core/texts";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "./cli/run-cli.ts";
import { pipedInput, testIo } from "./test/cli-io.ts";

const mainFile = fileURLToPath(new URL("./main.ts", import.meta.url));

/** Starts the real server without demo data on a free port; resolves once it prints its address. */
function startServer(dataDir: string): Promise<{ child: ChildProcess; base: string; output: () => string }> {
  const child = spawn(process.execPath, ["--conditions=@tischservice/source", "--import", "tsx", mainFile], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO: "0",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      // The start-up block is written at once; its first line carries the address.
      const match = /läuft auf (http:\/\/localhost:\d+)/.exec(output);
      if (match?.[1])
        resolve({ child, base: match[1].replace("localhost", "127.0.0.1"), output: () => output });
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("exit", (code) => reject(new Error(`server exited (${code}): ${output}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

const signIn = (base: string, email: string, password: string) =>
  fetch(`${base}/api/users/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ email, password }),
  });

const dataDir = await mkdtemp(join(tmpdir(), "ts-going-live-"));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("going live on an empty database (the real server process)", () => {
  it("given DEMO=0, starts without demo accounts and asks for the first admin; after create-admin that admin signs in", {
    timeout: 180_000,
  }, async () => {
    const first = await startServer(dataDir);
    try {
      expect(first.output()).toContain(operatorTexts.noAdminYet);
      expect(first.output()).not.toContain(operatorTexts.demoAccountsHeading);
      expect((await signIn(first.base, "admin@tischservice.example", "Admin#2026")).status).toBe(401);
      const partners = (await (await fetch(`${first.base}/api/restaurants`)).json()) as { data: unknown[] };
      expect(partners.data).toEqual([]);
    } finally {
      await stop(first.child);
    }

    // The embedded database belongs to one process at a time: the command runs while the server is down.
    const io = testIo(pipedInput("Start#2026\n"), undefined, { DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(await runCli(["create-admin", "--email", "betrieb@firma.de", "--name", "Betrieb"], io)).toBe(0);

    const second = await startServer(dataDir);
    try {
      expect(second.output()).not.toContain(operatorTexts.noAdminYet);
      expect((await signIn(second.base, "betrieb@firma.de", "Start#2026")).status).toBe(200);
    } finally {
      await stop(second.child);
    }
  });
});
