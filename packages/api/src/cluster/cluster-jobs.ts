import type { AppDeps } from "../app/types.ts";
import { purgeExpiredSessions } from "../auth/sessions.ts";
import type { Db } from "../db/client.ts";
import { purgeExpiredRateLimitCounters } from "../http/rate-limit.ts";
import type { Logger } from "../lib/logger.ts";
import { runRetention } from "../privacy/retention.ts";
import type { PushAutoTest } from "../push/push-auto-test.ts";
import { REMINDERS_EVERY_MS, sendDueReminders } from "../reminders/send-reminders.ts";
import { COMPLETE_PAST_VISITS_EVERY_MS, completePastVisits } from "../reservations/complete-past-visits.ts";
import { CONFIRM_PAST_PENDING_EVERY_MS, confirmPastPending } from "../reservations/confirm-past-pending.ts";
import { writeRwgFeeds } from "../rwg/write-rwg-feeds.ts";
import { runWaitlistJob, WAITLIST_EVERY_MS } from "../waitlist/waitlist-job.ts";
import type { ScheduledJob } from "./job-runner.ts";

/** How often expired sessions, stale device trust and ended rate-limit windows are deleted. */
export const PURGE_EVERY_MS = 10 * 60_000;
/** The retention job runs once a day. */
export const RETENTION_EVERY_MS = 24 * 60 * 60_000;
/** How often the push auto-tests are looked at (each sends once per minute). */
export const PUSH_AUTO_TEST_CHECK_MS = 5_000;
/** The Reserve with Google feeds are written every hour, as Google asks of the availability feed. */
export const RWG_FEEDS_EVERY_MS = 60 * 60_000;

/** Expired sessions (their streams close everywhere), device trust unused for a year, ended rate-limit windows. */
export function purgeExpiredJob(db: Db, logger: Logger): ScheduledJob {
  return {
    name: "purge-expired",
    everyMs: PURGE_EVERY_MS,
    async run(now) {
      const sessions = await purgeExpiredSessions(db, now);
      const rateLimitCounters = await purgeExpiredRateLimitCounters(db, now);
      logger.info("expired data purged", { ...sessions, rateLimitCounters });
    },
  };
}

/**
 * Applies the retention periods (`runRetention`): anonymises and deletes personal data that is due, and
 * records the run and its counts as `retention:lastRun` for the admin's overview.
 */
export function retentionJob(db: Db, logger: Logger, mailFilesDir: string | null): ScheduledJob {
  return {
    name: "retention",
    everyMs: RETENTION_EVERY_MS,
    async run(now) {
      const { counts } = await runRetention(db, { now, mailFilesDir });
      logger.info("retention applied", { ...counts });
    },
  };
}

/**
 * A job that changes reservations of every restaurant that has some due and logs how many it changed,
 * under `counted`, and in how many restaurants; it logs nothing when none was due.
 */
function reservationSweepJob(
  sweep: {
    name: string;
    everyMs: number;
    change: (db: Db, now: Date) => Promise<Map<string, number>>;
    message: string;
    counted: string;
  },
  db: Db,
  logger: Logger,
): ScheduledJob {
  return {
    name: sweep.name,
    everyMs: sweep.everyMs,
    async run(now) {
      const counts = await sweep.change(db, now);
      const changed = [...counts.values()].reduce((sum, n) => sum + n, 0);
      if (changed > 0) logger.info(sweep.message, { [sweep.counted]: changed, restaurants: counts.size });
    },
  };
}

/** Confirms the pending reservations of past days (`confirmPastPending`), every few minutes. */
export function confirmPastPendingJob(db: Db, logger: Logger): ScheduledJob {
  return reservationSweepJob(
    {
      name: "confirm-past-pending",
      everyMs: CONFIRM_PAST_PENDING_EVERY_MS,
      change: confirmPastPending,
      message: "past pending reservations confirmed",
      counted: "confirmed",
    },
    db,
    logger,
  );
}

/** Closes the visits left open once their day is over (`completePastVisits`), every few minutes. */
export function completePastVisitsJob(db: Db, logger: Logger): ScheduledJob {
  return reservationSweepJob(
    {
      name: "complete-past-visits",
      everyMs: COMPLETE_PAST_VISITS_EVERY_MS,
      change: completePastVisits,
      message: "past visits completed",
      counted: "completed",
    },
    db,
    logger,
  );
}

/**
 * Sends the guests' reminder mails that are due, every 5 minutes; each reservation gets at most
 * one however many processes run (`sendDueReminders`). `mailQueued` wakes the outbox worker.
 */
export function remindersJob(
  db: Db,
  logger: Logger,
  reminders: { publicOrigin: string; mailQueued?: () => void },
): ScheduledJob {
  return {
    name: "reminders",
    everyMs: REMINDERS_EVERY_MS,
    async run(now) {
      const sent = await sendDueReminders(db, { now, publicOrigin: reminders.publicOrigin });
      if (sent.reminders.length > 0) {
        logger.info("reminders sent", { count: sent.reminders.length });
        reminders.mailQueued?.();
      }
    },
  };
}

/**
 * The waitlist, every 30 seconds: lapses due holds, expires entries whose window has passed and
 * offers freed tables to the waiting guests (`runWaitlistJob`); mails go through the outbox.
 */
export function waitlistJob(deps: AppDeps): ScheduledJob {
  return {
    name: "waitlist",
    everyMs: WAITLIST_EVERY_MS,
    async run() {
      const run = await runWaitlistJob(deps);
      if (run.lapsed + run.expired + run.offered > 0) deps.logger.info("waitlist updated", { ...run });
    },
  };
}

/**
 * Writes the Reserve with Google feeds into `dir` every hour (`writeRwgFeeds`), for the operator's upload to
 * Google's drop; one process of the cluster writes them, so `dir` belongs on storage every process reaches.
 */
export function rwgFeedsJob(db: Db, logger: Logger, dir: string): ScheduledJob {
  return {
    name: "rwg-feeds",
    everyMs: RWG_FEEDS_EVERY_MS,
    async run(now) {
      const written = await writeRwgFeeds(db, dir, now);
      logger.info("reserve with google feeds written", { ...written });
    },
  };
}

/** Sends the due messages of the push panel's automatic tests. */
export function pushAutoTestJob(pushAutoTest: PushAutoTest): ScheduledJob {
  return {
    name: "push-auto-test",
    everyMs: PUSH_AUTO_TEST_CHECK_MS,
    run: (now) => pushAutoTest.runDue(now),
  };
}

/**
 * Every scheduled job of the cluster; they run on the process holding the `jobs` lease, each once per
 * interval. The reminders run when `reminders` (the links' origin) is given, the feeds when `rwgFeedsDir` is.
 */
export function clusterJobs(deps: {
  db: Db;
  logger: Logger;
  pushAutoTest: PushAutoTest;
  /** The `.eml` folder of the file transport (null with SMTP), for the retention job. */
  mailFilesDir?: string | null;
  /** The reminder mails' link origin (`PUBLIC_ORIGIN`) and the outbox worker's wake-up. */
  reminders?: { publicOrigin: string; mailQueued?: () => void };
  /** The app's dependencies for the waitlist job (its mails' links, live events, clock). */
  waitlist?: AppDeps;
  /** `RWG_FEEDS_DIR`: where the hourly Reserve with Google feeds go; no feed job without it. */
  rwgFeedsDir?: string | null;
}): ScheduledJob[] {
  return [
    purgeExpiredJob(deps.db, deps.logger),
    pushAutoTestJob(deps.pushAutoTest),
    retentionJob(deps.db, deps.logger, deps.mailFilesDir ?? null),
    confirmPastPendingJob(deps.db, deps.logger),
    completePastVisitsJob(deps.db, deps.logger),
    ...(deps.reminders ? [remindersJob(deps.db, deps.logger, deps.reminders)] : []),
    ...(deps.waitlist ? [waitlistJob(deps.waitlist)] : []),
    ...(deps.rwgFeedsDir ? [rwgFeedsJob(deps.db, deps.logger, deps.rwgFeedsDir)] : []),
  ];
}
