import { clusterJobs } from "../cluster/cluster-jobs.ts";
import { createClusterWork } from "../cluster/cluster-work.ts";
import type { TestContext } from "./test-context.ts";

/**
 * One server process of a cluster test: its app on the test context's database and its cluster work
 * (leases, scheduled jobs) as `holder`, on the context's clock. `reminders` adds the reminder job,
 * `rwgFeedsDir` the Reserve with Google feed job.
 */
export function clusterProcess(
  ctx: TestContext,
  holder: string,
  options: { reminders?: { publicOrigin: string }; rwgFeedsDir?: string } = {},
) {
  const app = ctx.build();
  return createClusterWork({
    db: ctx.db,
    logger: ctx.logger,
    holder,
    now: ctx.clock.now,
    jobs: clusterJobs({
      db: ctx.db,
      logger: ctx.logger,
      pushAutoTest: app.deps.pushAutoTest,
      ...(options.reminders ? { reminders: options.reminders } : {}),
      rwgFeedsDir: options.rwgFeedsDir ?? null,
    }),
  });
}
