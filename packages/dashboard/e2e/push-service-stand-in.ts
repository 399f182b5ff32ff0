import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { type BuiltServer, startBuiltServer } from "../../../e2e/start-built-server.mjs";

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
export function startServerTrustingStandIn(standInOrigin: string): Promise<BuiltServer> {
  return startBuiltServer({
    dataDirPrefix: "tischservice-push-e2e-",
    env: {
      NODE_EXTRA_CA_CERTS: fixture("push-service.crt"),
      TEST_PUSH_HOSTS: new URL(standInOrigin).host,
    },
  });
}
