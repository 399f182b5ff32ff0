import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exitCodes } from "../cli/exit-codes.ts";
import { runCli } from "../cli/run-cli.ts";
import { RWG_FEEDS_EVERY_MS } from "../cluster/cluster-jobs.ts";
import { addTables, setConfig } from "../test/booking-helpers.ts";
import { pipedInput, testIo } from "../test/cli-io.ts";
import { clusterProcess } from "../test/cluster-process.ts";
import { type Cast, seedCast } from "../test/fixtures.ts";
import { setupTestContext } from "../test/test-context.ts";

// `pnpm tischservice rwg-feeds --out <dir>`: the three v3 feeds of every listed, opted-in restaurant.
const ctx = await setupTestContext();
const NOW = "2026-05-12T10:00:00.000Z";
let cast: Cast;
let dir = "";

interface Availability {
  merchant_id: string;
  start_sec: number;
  duration_sec: number;
  resources: { party_size: number };
}

beforeAll(async () => {
  cast = await seedCast(ctx.db);
  await addTables(ctx.db, cast.restaurant.id, [4]);
  await addTables(ctx.db, cast.otherRestaurant.id, [4]);
  await setConfig(ctx.db, cast.restaurant.id, { reserveWithGoogle: true, maxOnlinePartySize: 4 });
  dir = await mkdtemp(join(tmpdir(), "rwg-feeds-"));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const readFeed = async (name: string) => JSON.parse(await readFile(join(dir, `${name}.json`), "utf8"));

describe("rwg-feeds", () => {
  it("writes merchants, services and 30 days of availability for the opted-in restaurant only", async () => {
    const io = testIo(pipedInput(""), ctx.database);
    expect(await runCli(["rwg-feeds", "--out", dir, "--now", NOW], io)).toBe(exitCodes.ok);
    expect(io.stderr.text).toBe("");
    const merchants = await readFeed("merchants");
    expect(merchants.metadata).toMatchObject({
      processing_instruction: "PROCESS_AS_COMPLETE",
      total_shards: 1,
    });
    expect(merchants.merchant).toEqual([
      expect.objectContaining({
        merchant_id: cast.restaurant.id,
        name: "Restaurant A",
        category: "restaurant",
      }),
    ]);
    const services = await readFeed("services");
    expect(services.service).toEqual([
      { merchant_id: cast.restaurant.id, service_id: "dining", name: "Tischreservierung" },
    ]);
    const availability: Availability[] = (await readFeed("availability")).service_availability[0]
      .availability;
    expect(availability.length).toBeGreaterThan(0);
    expect(new Set(availability.map((slot) => slot.merchant_id))).toEqual(new Set([cast.restaurant.id]));
    expect(new Set(availability.map((slot) => slot.resources.party_size))).toEqual(new Set([1, 2, 3, 4]));
    // Wednesday 13 May 19:00 Berlin for two, with the party's stay; nothing before now nor past 30 days.
    expect(availability).toContainEqual(
      expect.objectContaining({
        start_sec: Date.parse("2026-05-13T17:00:00Z") / 1000,
        resources: { party_size: 2 },
      }),
    );
    const starts = availability.map((slot) => slot.start_sec * 1000);
    expect(Math.min(...starts)).toBeGreaterThan(Date.parse(NOW));
    expect(Math.max(...starts)).toBeLessThan(Date.parse("2026-06-12T00:00:00Z"));
    expect(availability.every((slot) => slot.duration_sec >= 3600)).toBe(true);
  });

  it("given no --out, refuses with the usage (64)", async () => {
    const io = testIo(pipedInput(""), ctx.database);
    expect(await runCli(["rwg-feeds"], io)).toBe(exitCodes.usage);
  });
});

describe("the hourly feed job (RWG_FEEDS_DIR)", () => {
  it("given two processes, writes the three feeds once an hour on the lease holder, whole files only", async () => {
    const jobDir = await mkdtemp(join(tmpdir(), "rwg-feed-job-"));
    try {
      const a = clusterProcess(ctx, "a", { rwgFeedsDir: jobDir });
      const b = clusterProcess(ctx, "b", { rwgFeedsDir: jobDir });
      expect(await a.jobsLease.tick()).toBe(true);
      expect(await b.jobsLease.tick()).toBe(false);
      const [ranOnA, ranOnB] = await Promise.all([a.jobs.runDue(), b.jobs.runDue()]);
      expect(ranOnA).toContain("rwg-feeds");
      expect(ranOnB).toEqual([]);
      expect((await readdir(jobDir)).sort()).toEqual([
        "availability.json",
        "merchants.json",
        "services.json",
      ]);
      const first = JSON.parse(await readFile(join(jobDir, "merchants.json"), "utf8"));
      expect(first.merchant.map((merchant: { merchant_id: string }) => merchant.merchant_id)).toEqual([
        cast.restaurant.id,
      ]);

      ctx.clock.advance(RWG_FEEDS_EVERY_MS - 60_000);
      expect(await a.jobsLease.tick()).toBe(true);
      expect(await a.jobs.runDue()).not.toContain("rwg-feeds");
      ctx.clock.advance(60_000);
      expect(await a.jobsLease.tick()).toBe(true);
      expect(await a.jobs.runDue()).toContain("rwg-feeds");
      const next = JSON.parse(await readFile(join(jobDir, "merchants.json"), "utf8"));
      expect(next.metadata.generation_timestamp).toBe(first.metadata.generation_timestamp + 3600);
      await Promise.all([a.stop(), b.stop()]);
    } finally {
      await rm(jobDir, { recursive: true, force: true });
    }
  });

  it("given no folder, the cluster has no feed job", () => {
    expect(clusterProcess(ctx, "c").jobs.jobNames).not.toContain("rwg-feeds");
  });
});
