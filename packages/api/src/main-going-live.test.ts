import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { operatorTexts } from "@tischservice/core/texts";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "./cli/run-cli.ts";
import { pipedInput, testIo } from "./test/cli-io.ts";
import { startServerProcess } from "./test/server-processes.ts";

/** The real server without demo data, on the test's data directory (kept across its restarts). */
const startServer = (dataDir: string) => startServerProcess({ DEMO: "0", DATABASE_URL: "" }, { dataDir });

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
      await first.stop();
    }

    // The embedded database belongs to one process at a time: the command runs while the server is down.
    const io = testIo(pipedInput("Start#2026\n"), undefined, { DATA_DIR: dataDir, DATABASE_URL: "" });
    expect(await runCli(["create-admin", "--email", "betrieb@firma.de", "--name", "Betrieb"], io)).toBe(0);

    const second = await startServer(dataDir);
    try {
      expect(second.output()).not.toContain(operatorTexts.noAdminYet);
      expect((await signIn(second.base, "betrieb@firma.de", "Start#2026")).status).toBe(200);
    } finally {
      await second.stop();
    }
  });
});
