import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../app/create-app.ts";
import { type DatabaseTarget, openDatabase } from "../db/client.ts";
import { repoRoot, testDatabaseUrl } from "../env.ts";
import { TestClient } from "../test/test-client.ts";
import { exitCodes } from "./exit-codes.ts";

/**
 * The database the spawned command gets: a new one on the test server when TEST_DATABASE_URL is set,
 * otherwise an embedded one in an empty DATA_DIR (created and migrated by the command itself).
 */
async function emptyDatabase(): Promise<{
  env: Record<string, string>;
  target: DatabaseTarget;
  drop: () => Promise<void>;
}> {
  const serverUrl = testDatabaseUrl();
  if (serverUrl) {
    const name = `ts_cli_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      env: { DATABASE_URL: url.toString() },
      target: { kind: "postgres", url: url.toString(), poolSize: 2 },
      drop: async () => {
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), "ts-cli-process-"));
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: "" },
    target: { kind: "pglite", dataDir: join(dataDir, "pglite") },
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** Runs `pnpm --silent tischservice ...` from the repository root with `stdin` piped in. */
function runTischservice(args: string[], env: Record<string, string>, stdin: string) {
  const child = spawn("pnpm", ["--silent", "tischservice", ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env, LOG_LEVEL: "silent" },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.stdin.end(stdin);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const database = await emptyDatabase();
afterAll(() => database.drop());

describe("pnpm tischservice create-admin (the real process)", () => {
  it("given an empty database and a piped password, creates an admin who can sign in through the API", {
    timeout: 300_000,
  }, async () => {
    const result = await runTischservice(
      ["create-admin", "--email", "erste@betrieb.de", "--name", "Erste Admin"],
      database.env,
      "Start#2026\n",
    );
    expect({ code: result.code, stderr: result.stderr }).toEqual({ code: exitCodes.ok, stderr: "" });
    expect(result.stdout).toMatch(/^[0-9a-f-]{36}\n$/);

    const opened = await openDatabase(database.target);
    const app = createApp({ db: opened.db, dbKind: opened.kind });
    try {
      const client = new TestClient(app);
      const login = await client.post("/api/users/login", {
        email: "erste@betrieb.de",
        password: "Start#2026",
      });
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ user: { _id: result.stdout.trim(), role: "Admin" } });
      expect((await client.get("/api/admin/overview")).status).toBe(200);
    } finally {
      await app.close();
      await opened.close();
    }

    const again = await runTischservice(
      ["create-admin", "--email", "erste@betrieb.de", "--name", "Erste Admin"],
      database.env,
      "Start#2026\n",
    );
    expect(again.code).toBe(exitCodes.refused);
    expect(again.stdout).toBe("");
  });
});
