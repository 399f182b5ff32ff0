import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { scheduledJobs } from "../db/schema/index.ts";
import { createMemoryLogger } from "../lib/logger.ts";
import { TestClock } from "../test/test-context.ts";
import { createTestDatabase } from "../test/test-database.ts";
import { JobRunner, type ScheduledJob } from "./job-runner.ts";

const database = await createTestDatabase();
afterAll(() => database.close());
const { db } = database;
const clock = new TestClock();
const logger = createMemoryLogger();
const MINUTE = 60_000;

/** A job that records the instants it ran at. */
function recordingJob(name = "purge", everyMs = 10 * MINUTE) {
  const runs: string[] = [];
  const job: ScheduledJob = {
    name,
    everyMs,
    run: async (now) => {
      runs.push(now.toISOString());
    },
  };
  return { job, runs };
}

const runner = (mayRun?: () => boolean) =>
  new JobRunner({ db, logger, now: clock.now, ...(mayRun ? { mayRun } : {}) });

beforeEach(async () => {
  await db.delete(scheduledJobs);
  clock.set("2026-05-12T10:00:00.000Z");
});

describe("JobRunner", () => {
  it("given a new job, runs it at once, not again within its interval, and again once it has passed", async () => {
    const { job, runs } = recordingJob();
    const jobs = runner().register(job);
    expect(await jobs.runDue()).toEqual(["purge"]);
    clock.advance(10 * MINUTE - 1);
    expect(await jobs.runDue()).toEqual([]);
    clock.advance(1);
    expect(await jobs.runDue()).toEqual(["purge"]);
    expect(runs).toEqual(["2026-05-12T10:00:00.000Z", "2026-05-12T10:10:00.000Z"]);
  });

  it("given two processes both allowed to run (a lease overlap), runs each due job once in total", async () => {
    const first = recordingJob();
    const second = recordingJob();
    const a = runner().register(first.job);
    const b = runner().register(second.job);
    const ran = await Promise.all([a.runDue(), b.runDue(), a.runDue(), b.runDue()]);
    expect(ran.flat()).toEqual(["purge"]);
    expect(first.runs.length + second.runs.length).toBe(1);
  });

  it("given a process that took over, does not repeat a job the previous holder ran", async () => {
    const before = recordingJob();
    await runner().register(before.job).runDue();
    clock.advance(MINUTE);
    const after = recordingJob();
    const successor = runner().register(after.job);
    expect(await successor.runDue()).toEqual([]);
    clock.advance(9 * MINUTE);
    expect(await successor.runDue()).toEqual(["purge"]);
  });

  it("given no lease, runs and claims nothing", async () => {
    const { job, runs } = recordingJob();
    let held = false;
    const jobs = runner(() => held).register(job);
    expect(await jobs.runDue()).toEqual([]);
    expect(await db.select().from(scheduledJobs)).toEqual([]);
    held = true;
    expect(await jobs.runDue()).toEqual(["purge"]);
    expect(runs).toHaveLength(1);
  });

  it("given a failing job, records its error, runs the others, and clears the error after a success", async () => {
    let fail = true;
    const failing: ScheduledJob = {
      name: "reminders",
      everyMs: MINUTE,
      run: async () => {
        if (fail) throw new Error("SMTP nicht erreichbar");
      },
    };
    const other = recordingJob("purge", MINUTE);
    const jobs = runner().register(failing).register(other.job);
    expect(await jobs.runDue()).toEqual(["reminders", "purge"]);
    const errorOf = async () =>
      (await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, "reminders")))[0]?.lastError;
    expect(await errorOf()).toContain("SMTP nicht erreichbar");
    expect(logger.entries.some((entry) => entry.msg === "scheduled job failed")).toBe(true);
    fail = false;
    clock.advance(MINUTE);
    await jobs.runDue();
    expect(await errorOf()).toBeNull();
    expect(other.runs).toHaveLength(2);
  });

  it("refuses a job registered twice or without an interval", () => {
    const jobs = runner().register(recordingJob().job);
    expect(() => jobs.register(recordingJob().job)).toThrow(/twice/);
    expect(() => jobs.register(recordingJob("x", 0).job)).toThrow(/interval/);
  });
});
