import type { Context } from "hono";
import { beforeEach, describe, expect, it } from "vitest";
import type { AppBindings } from "../app/types.ts";
import { users } from "../db/schema/index.ts";
import { createJsonLogger, createMemoryLogger, logRequestLine, type RequestLine } from "../lib/logger.ts";
import { createUser } from "../test/fixtures.ts";
import { setupTestContext } from "../test/test-context.ts";
import { resetDatabase } from "../test/test-database.ts";
import { handleError } from "./errors-handler.ts";

const ctx = await setupTestContext();
beforeEach(() => resetDatabase(ctx.db));
const secretHash = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHRzYWx0$Z2VoZWltZXJIYXNoV2VydA";
const address = "doppelt@beispiel.example";

/** A statement that fails (the address is taken) with a password hash and an address among its parameters. */
async function failingInsert(): Promise<Error> {
  await createUser(ctx.db, { email: address });
  try {
    await ctx.db
      .insert(users)
      .values({ name: "Zweit", email: address, role: "Gastro", passwordHash: secretHash });
  } catch (error) {
    return error as Error;
  }
  throw new Error("the insert should have failed");
}

describe("logs of failed statements", () => {
  it("given a failing statement with a secret parameter, the JSON log names the statement and SQLSTATE, never the parameters", async () => {
    const failure = await failingInsert();
    // The raw error does carry them: what the logger must keep out.
    expect(`${failure.message}${failure.stack}`).toContain(secretHash);
    const lines: string[] = [];
    const logger = createJsonLogger("debug", () => 0, { write: (line) => lines.push(line) });
    logger.error("seed failed", { error: failure });
    logger.error("seed failed", { error: failure.message, stack: failure.stack, params: [secretHash] });
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).not.toContain(secretHash);
      expect(line).not.toContain("c2FsdHNhbHRzYWx0");
      expect(line).not.toContain(address);
    }
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({
      error: { error: expect.stringMatching(/^failed query: insert into "users"/), code: "23505" },
    });
  });

  it("given an unhandled failing statement in a request, the error handler logs no parameter and answers 500 in German", async () => {
    const failure = await failingInsert();
    const logger = createMemoryLogger();
    let answered: { body: unknown; status: unknown } | undefined;
    const c = {
      req: { method: "POST" },
      var: { deps: { logger } },
      json: (body: unknown, status: unknown) => {
        answered = { body, status };
        return answered;
      },
    } as unknown as Context<AppBindings>;
    handleError(failure, c);
    expect(answered?.status).toBe(500);
    const logged = JSON.stringify(logger.entries);
    expect(logged).not.toContain(secretHash);
    expect(logged).not.toContain(address);
    expect(logger.entries[0]).toMatchObject({ msg: "unhandled error", code: "23505" });
  });
});

describe("request lines", () => {
  it("given a request's fields, the JSON logger's own request line is the very line info or error writes", () => {
    const lines: Array<[string, string]> = [];
    // Each line with its level, as pino writes them to its destination.
    const logger = createJsonLogger("info", () => 0, {
      write: (line) => lines.push([line, JSON.parse(line).level]),
    });
    const cases: RequestLine[] = [
      {
        requestId: "0f6c2b1e-1d3a-4c5b-9e8f-7a6b5c4d3e2f",
        method: "GET",
        path: "/api/x",
        status: 200,
        durationMs: 0.4,
      },
      {
        requestId: "r",
        method: "POST",
        path: '/api/"quoted"\\params: geheim',
        status: 503,
        durationMs: 12,
        role: "subuser",
      },
      // Text that JSON escapes (a control character, a line separator, a lone surrogate) or keeps (ä).
      {
        requestId: "r\u0001",
        method: "GET",
        path: "/api/café/\u2028\t\ud800",
        status: 404,
        durationMs: Number.NaN,
      },
    ];
    for (const line of cases) {
      logger.request?.(line);
      if (line.status >= 500) logger.error("request", { ...line });
      else logger.info("request", { ...line });
    }
    expect(lines).toHaveLength(6);
    expect(lines[0]).toEqual(lines[1]);
    expect(lines[2]).toEqual(lines[3]);
    expect(lines[4]).toEqual(lines[5]);
    expect(JSON.parse(lines[4]?.[0] ?? "{}")).toMatchObject({ path: "/api/café/\u2028\t\ud800" });
    expect(lines[2]?.[1]).toBe("error");
    expect(lines[2]?.[0]).not.toContain("geheim");
  });

  it("given a clock that moves on, every line carries the time of its own millisecond", () => {
    const lines: string[] = [];
    let now = Date.UTC(2026, 10, 28, 12, 0, 0, 0);
    const logger = createJsonLogger("info", () => now, { write: (line) => lines.push(line) });
    const request: RequestLine = { requestId: "r", method: "GET", path: "/", status: 200, durationMs: 1 };
    logger.request?.(request);
    logger.request?.(request);
    now += 1;
    logger.request?.(request);
    logger.info("danach");
    expect(lines.map((line) => JSON.parse(line).time)).toEqual([
      "2026-11-28T12:00:00.000Z",
      "2026-11-28T12:00:00.000Z",
      "2026-11-28T12:00:00.001Z",
      "2026-11-28T12:00:00.001Z",
    ]);
  });

  it("given a logger without its own request line, logRequestLine writes it as info or error 'request'", () => {
    const logger = createMemoryLogger();
    logRequestLine(logger, { requestId: "r", method: "GET", path: "/", status: 500, durationMs: 1 });
    expect(logger.entries).toEqual([
      {
        level: "error",
        msg: "request",
        requestId: "r",
        method: "GET",
        path: "/",
        status: 500,
        durationMs: 1,
      },
    ]);
  });
});
