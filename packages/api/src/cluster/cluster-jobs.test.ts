import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { demoRequests, rateLimitCounters, sessions } from "../db/schema/index.ts";
import { clusterProcess } from "../test/cluster-process.ts";
import { type Cast, seedCast } from "../test/fixtures.ts";
import { setupTestContext } from "../test/test-context.ts";
import { resetDatabase } from "../test/test-database.ts";
import { WAITLIST_EVERY_MS } from "../waitlist/waitlist-job.ts";
import { clusterJobs, PURGE_EVERY_MS, purgeExpiredJob, RETENTION_EVERY_MS } from "./cluster-jobs.ts";
import { JobRunner } from "./job-runner.ts";

const ctx = await setupTestContext();
const HOUR = 60 * 60 * 1000;
let cast: Cast;

beforeEach(async () => {
  await resetDatabase(ctx.db);
  cast = await seedCast(ctx.db);
});

const sessionsOf = (userId: string) => ctx.db.select().from(sessions).where(eq(sessions.userId, userId));

describe("the purge job", () => {
  it("given expired and live sessions and rate-limit windows, deletes only what has expired", async () => {
    await ctx.as("owner", cast);
    await ctx.rateLimiter.consume("login:ip:old", 10, 15 * 60 * 1000, ctx.clock.now());
    ctx.clock.advance(12 * HOUR);
    await ctx.as("customer", cast);
    await ctx.rateLimiter.consume("login:ip:new", 10, 15 * 60 * 1000, ctx.clock.now());
    ctx.clock.advance(13 * HOUR - 60_000);

    await purgeExpiredJob(ctx.db, ctx.logger).run(ctx.clock.now());

    expect(await sessionsOf(cast.owner.id)).toHaveLength(0);
    expect(await sessionsOf(cast.customer.id)).toHaveLength(1);
    const keys = (await ctx.db.select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys).not.toContain("login:ip:old");
    expect(keys).not.toContain("login:ip:new");
    expect(ctx.logger.entries.some((entry) => entry.msg === "expired data purged")).toBe(true);
  });

  it("given a live rate-limit window, keeps it", async () => {
    await ctx.rateLimiter.consume("booking:ip:1.2.3.4", 20, 15 * 60 * 1000, ctx.clock.now());
    ctx.clock.advance(10 * 60 * 1000);
    await purgeExpiredJob(ctx.db, ctx.logger).run(ctx.clock.now());
    const keys = (await ctx.db.select().from(rateLimitCounters)).map((row) => row.key);
    expect(keys).toContain("booking:ip:1.2.3.4");
  });
});

/** A job runner with the cluster's jobs on the test database (and the optional ones given). */
function runnerOfClusterJobs(optional: Pick<Parameters<typeof clusterJobs>[0], "waitlist"> = {}) {
  const runner = new JobRunner({ db: ctx.db, logger: ctx.logger, now: ctx.clock.now });
  for (const job of clusterJobs({
    db: ctx.db,
    logger: ctx.logger,
    pushAutoTest: ctx.app.deps.pushAutoTest,
    ...optional,
  }))
    runner.register(job);
  return runner;
}

describe("the cluster's jobs", () => {
  it("given a runner, purge, push auto-test, retention, the confirmation of past pending reservations and the closing of past visits run on it, each on its own schedule", async () => {
    const runner = runnerOfClusterJobs();
    expect((await runner.runDue()).sort()).toEqual([
      "complete-past-visits",
      "confirm-past-pending",
      "purge-expired",
      "push-auto-test",
      "retention",
    ]);
    ctx.clock.advance(5_000);
    expect(await runner.runDue()).toEqual(["push-auto-test"]);
    ctx.clock.advance(PURGE_EVERY_MS);
    expect((await runner.runDue()).sort()).toEqual([
      "complete-past-visits",
      "confirm-past-pending",
      "purge-expired",
      "push-auto-test",
    ]);
  });

  it("given the app's dependencies, the waitlist job runs on it every 30 seconds", async () => {
    const runner = runnerOfClusterJobs({ waitlist: ctx.app.deps });
    expect(await runner.runDue()).toContain("waitlist");
    ctx.clock.advance(WAITLIST_EVERY_MS);
    expect(await runner.runDue()).toContain("waitlist");
  });
});

describe("the retention job", () => {
  const DAY = 24 * HOUR;
  const oldDemoRequest = () =>
    ctx.db.insert(demoRequests).values({
      firstName: "Alt",
      lastName: "Anfrage",
      email: "alt@beispiel.de",
      createdAt: new Date(ctx.clock.now().getTime() - 400 * DAY),
    });

  it("given two processes on one database, runs once a day on the lease holder, and the admin's overview shows the run", async () => {
    const a = clusterProcess(ctx, "a");
    const b = clusterProcess(ctx, "b");
    await oldDemoRequest();
    expect(await a.jobsLease.tick()).toBe(true);
    expect(await b.jobsLease.tick()).toBe(false);
    const ran = await Promise.all([a.jobs.runDue(), b.jobs.runDue()]);
    expect(ran[0]).toContain("retention");
    expect(ran[1]).toEqual([]);
    expect(await ctx.db.select().from(demoRequests)).toEqual([]);

    // a stops: b takes over and does not repeat the day's run, only the next one.
    await a.stop();
    await oldDemoRequest();
    ctx.clock.advance(HOUR);
    expect(await b.jobsLease.tick()).toBe(true);
    expect(await b.jobs.runDue()).not.toContain("retention");
    ctx.clock.advance(RETENTION_EVERY_MS - HOUR);
    // b renews its lease as it would have all day long; a runs nothing anymore.
    expect(await b.jobsLease.tick()).toBe(true);
    expect(await b.jobs.runDue()).toContain("retention");
    expect(await a.jobs.runDue()).toEqual([]);
    await b.stop();

    const admin = await ctx.as("admin", cast);
    const overview = await admin.get("/api/admin/overview");
    expect(overview.status).toBe(200);
    expect(overview.body.data).toMatchObject({
      retention: { at: ctx.clock.now().toISOString(), counts: { demoRequests: 1, reservations: 0 } },
    });
    expect(ctx.logger.entries.some((entry) => entry.msg === "retention applied")).toBe(true);
  });

  it("given no run yet, the admin's overview has no retention run", async () => {
    const admin = await ctx.as("admin", cast);
    const overview = await admin.get("/api/admin/overview");
    expect((overview.body.data as { retention: unknown }).retention).toBeNull();
  });
});
