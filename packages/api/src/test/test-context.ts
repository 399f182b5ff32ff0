import { afterAll } from "vitest";
import { type App, type CreateAppOptions, createApp } from "../app/create-app.ts";
import type { Database } from "../db/client.ts";
import { RateLimiter } from "../http/rate-limit.ts";
import { createMemoryLogger } from "../lib/logger.ts";
import type { Cast, Role } from "./fixtures.ts";
import { PASSWORD } from "./fixtures.ts";
import { TestClient } from "./test-client.ts";
import { createTestDatabase } from "./test-database.ts";

/** A settable clock: tests move time explicitly, never sleep. */
export class TestClock {
  constructor(private current = new Date("2026-05-12T10:00:00.000Z")) {}
  now = () => new Date(this.current);
  set(date: Date | string) {
    this.current = new Date(date);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/**
 * One database per test file (closed after the file), and a fresh app for it with a fixed clock and a
 * memory logger. Call at module level of a test file: `const ctx = await setupTestContext();`.
 */
export async function setupTestContext(options: Partial<CreateAppOptions> = {}) {
  const database: Database = await createTestDatabase();
  const apps: App[] = [];
  afterAll(async () => {
    for (const built of apps) await built.close();
    await database.close();
  });
  const clock = new TestClock();
  const logger = createMemoryLogger();
  const rateLimiter = new RateLimiter(database.db);
  let mailQueuedCount = 0;
  const build = (extra: Partial<CreateAppOptions> = {}) => {
    const built = createApp({
      db: database.db,
      dbKind: database.kind,
      now: clock.now,
      logger,
      rateLimiter,
      mailQueued: () => {
        mailQueuedCount += 1;
      },
      ...options,
      ...extra,
    });
    apps.push(built);
    return built;
  };
  const app = build();
  return {
    database,
    db: database.db,
    dbKind: database.kind,
    app,
    clock,
    logger,
    rateLimiter,
    build,
    mailQueuedCount: () => mailQueuedCount,
    client: (target = app) => new TestClient(target),
    /** A client signed in as one of the cast (anonymous: no session). */
    async as(role: Role, cast: Cast, target = app) {
      const client = new TestClient(target);
      if (role !== "anonymous") await client.login(cast[role].email, PASSWORD);
      return client;
    },
  };
}
export type TestContext = Awaited<ReturnType<typeof setupTestContext>>;
