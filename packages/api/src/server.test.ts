import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { storybookCsp } from "./static/content-security-policy.ts";
import { startServerProcess } from "./test/server-processes.ts";

/**
 * The real server with demo data on the test's data directory (kept across its restarts), Storybook on a port
 * of its own as in development.
 */
const startServer = (dataDir: string) =>
  startServerProcess({ DEMO: "1", DATABASE_URL: "", STORYBOOK_PORT: "" }, { dataDir });

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/users/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ email: "admin@tischservice.example", password: "Admin#2026" }),
  });
  expect(response.status).toBe(200);
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

function register(base: string, cookie: string, n: number) {
  return fetch(`${base}/api/users/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base, Cookie: cookie },
    body: JSON.stringify({
      name: `Nutzer ${n}`,
      email: `nutzer${n}@kill.example`,
      password: "Kill#2026xy",
      role: "Gastro",
    }),
  });
}

const dataDir = await mkdtemp(join(tmpdir(), "ts-server-"));
const storybookDataDir = await mkdtemp(join(tmpdir(), "ts-server-storybook-"));
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  await rm(storybookDataDir, { recursive: true, force: true });
});

// Each test starts the real server from source (tsx, PGlite, demo seed): on a loaded 2-core machine that
// alone can take a minute, so the limits are generous; every wait is on a printed line or an exit.
describe("the real server process", () => {
  it("given kill -9 during writes, loses no acknowledged write and starts again", {
    timeout: 300_000,
  }, async () => {
    const first = await startServer(dataDir);
    expect(first.output()).toContain("admin@tischservice.example / Admin#2026");
    let cookie = await signIn(first.base);
    const acknowledged: number[] = [];
    for (let n = 0; n < 5; n += 1)
      if ((await register(first.base, cookie, n)).status === 201) acknowledged.push(n);
    const inFlight = Array.from({ length: 15 }, (_, i) =>
      register(first.base, cookie, 100 + i)
        .then((response) => {
          if (response.status === 201) acknowledged.push(100 + i);
        })
        .catch(() => undefined),
    );
    await Promise.race(inFlight);
    first.child.kill("SIGKILL");
    await Promise.allSettled(inFlight);
    await first.exited;
    expect(acknowledged.length).toBeGreaterThanOrEqual(6);

    const second = await startServer(dataDir);
    cookie = await signIn(second.base);
    const list = (await (
      await fetch(`${second.base}/api/users`, { headers: { Cookie: cookie } })
    ).json()) as { data: Array<{ email: string }> };
    const emails = new Set(list.data.map((user) => user.email));
    for (const n of acknowledged) expect(emails.has(`nutzer${n}@kill.example`)).toBe(true);
    expect((await fetch(`${second.base}/api/health`)).status).toBe(200);

    expect(await second.stop()).toBe(0);
  });

  it("given development, serves Storybook on a port of its own that knows no API", {
    timeout: 300_000,
  }, async () => {
    const server = await startServer(storybookDataDir);
    try {
      const printed = /Storybook (http:\/\/localhost:(\d+))\//.exec(server.output());
      expect(printed?.[2]).toBeDefined();
      const storybook = `http://127.0.0.1:${printed?.[2]}`;
      expect(storybook).not.toBe(server.base);
      // Its index (or, without a build, the hint to build it), under Storybook's own policy.
      const index = await fetch(`${storybook}/`);
      expect([200, 404]).toContain(index.status);
      if (index.status === 404) expect(await index.text()).toMatch(/Storybook ist noch nicht gebaut/);
      expect(index.headers.get("content-security-policy")).toBe(storybookCsp);
      const cookie = await signIn(server.base);
      for (const path of ["/api/health", "/api/users/me"]) {
        expect((await fetch(`${server.base}${path}`, { headers: { Cookie: cookie } })).status).toBe(200);
        const there = await fetch(`${storybook}${path}`, { headers: { Cookie: cookie } });
        expect(there.status, path).toBe(404);
        expect(there.headers.get("set-cookie"), path).toBeNull();
      }
      // The main server's /storybook/ sends the browser there.
      const redirect = await fetch(`${server.base}/storybook/`, { redirect: "manual" });
      expect(redirect.status).toBe(302);
      expect(redirect.headers.get("location")).toBe(`${storybook}/`);
    } finally {
      await server.stop();
    }
    expect(server.child.exitCode).toBe(0);
  });
});
