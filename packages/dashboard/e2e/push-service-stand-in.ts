import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const fixture = (name: string) => new URL(`../../api/src/test/fixtures/${name}`, import.meta.url).pathname;

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  bodyLength: number;
}

/**
 * A local HTTPS server standing in for a browser vendor's push service: it records every push it gets
 * (path, headers, size of the encrypted body) and answers 201 like the real ones.
 */
export async function startPushServiceStandIn() {
  const received: ReceivedPush[] = [];
  const waiters: Array<() => void> = [];
  const server: Server = createServer(
    { key: readFileSync(fixture("push-service.key")), cert: readFileSync(fixture("push-service.crt")) },
    (request, response) => {
      let bodyLength = 0;
      request.on("data", (chunk: Buffer) => {
        bodyLength += chunk.length;
      });
      request.on("end", () => {
        received.push({ path: request.url ?? "", headers: request.headers, bodyLength });
        for (const wake of waiters.splice(0)) wake();
        response.writeHead(201).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    /** Resolves once `count` pushes have arrived; fails after `timeoutMs`. */
    async waitFor(count: number, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`Nur ${received.length} von ${count} Pushes angekommen`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left).unref();
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The built server, started for the push tests alone: it must trust the stand-in's self-signed
 * certificate (web-push only speaks https), which Node reads from NODE_EXTRA_CA_CERTS at start, and accept
 * the stand-in's `host:port` as a push service (`TEST_PUSH_HOSTS`, test-only; refused in production):
 * otherwise only the browsers' push services are.
 */
export async function startServerTrustingStandIn(standInOrigin: string) {
  const dataDir = mkdtempSync(join(tmpdir(), "tischservice-push-e2e-"));
  const entry = new URL("../../api/dist/main.js", import.meta.url).pathname;
  const child: ChildProcess = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEMO: "1",
      LOG_LEVEL: "warn",
      SMTP_URL: "",
      DATABASE_URL: "",
      NODE_EXTRA_CA_CERTS: fixture("push-service.crt"),
      TEST_PUSH_HOSTS: new URL(standInOrigin).host,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const baseURL = await new Promise<string>((resolve, reject) => {
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
  return {
    baseURL,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
