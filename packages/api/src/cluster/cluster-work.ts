import type { Db } from "../db/client.ts";
import type { Logger } from "../lib/logger.ts";
import { JobRunner, type ScheduledJob } from "./job-runner.ts";
import { DEFAULT_LEASE_TTL_MS, Lease, newHolderId } from "./lease.ts";
import { LeaseKeeper } from "./lease-keeper.ts";

/** The leases of the cluster's once-only work; each may be held by a different process. */
export const leaseNames = {
  /** Sending the outbox's mail and push rows. */
  outbox: "outbox",
  /** The scheduled jobs (`cluster-jobs.ts`). */
  jobs: "jobs",
} as const;

export interface ClusterWorkOptions {
  db: Db;
  logger: Logger;
  /** `LEASE_TTL_MS`. */
  ttlMs?: number;
  jobs: readonly ScheduledJob[];
  holder?: string;
  now?: () => Date;
}

/**
 * What a server process does for the whole cluster: it competes for the `outbox` and `jobs` leases and
 * does that work only while it holds them (the outbox worker asks `outbox.isHeld`). Another process
 * takes over within TTL + a third when the holder dies, at once when it shuts down (`stop` releases).
 */
export function createClusterWork(options: ClusterWorkOptions) {
  const holder = options.holder ?? newHolderId();
  const ttlMs = options.ttlMs ?? DEFAULT_LEASE_TTL_MS;
  const keeper = (name: string) =>
    new LeaseKeeper(
      new Lease({ db: options.db, name, holder, ttlMs, ...(options.now ? { now: options.now } : {}) }),
      options.logger,
    );
  const outbox = keeper(leaseNames.outbox);
  const jobsLease = keeper(leaseNames.jobs);
  const jobs = new JobRunner({
    db: options.db,
    logger: options.logger,
    mayRun: jobsLease.isHeld,
    ...(options.now ? { now: options.now } : {}),
  });
  for (const job of options.jobs) jobs.register(job);
  jobsLease.onChange((held) => {
    if (held) jobs.wake();
  });
  return {
    holder,
    outbox,
    jobsLease,
    jobs,
    start() {
      outbox.start();
      jobsLease.start();
      jobs.start();
    },
    /** Stops the jobs (waiting for a running one) and releases both leases. Stop the outbox worker first. */
    async stop() {
      await jobs.stop();
      await Promise.all([outbox.stop(), jobsLease.stop()]);
    },
  };
}

export type ClusterWork = ReturnType<typeof createClusterWork>;
