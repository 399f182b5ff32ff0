import { eq, lte } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { scheduledJobs } from "../db/schema/index.ts";
import type { Logger } from "../lib/logger.ts";
import { describeError } from "../lib/safe-error.ts";

/** Work the cluster does on a schedule (purges, reminders, retention): once per interval, on one process. */
export interface ScheduledJob {
  /** Unique and stable: the `scheduled_jobs` row that remembers when it runs next. */
  name: string;
  everyMs: number;
  run(now: Date): Promise<unknown>;
}

export interface JobRunnerOptions {
  db: Db;
  logger: Logger;
  now?: () => Date;
  /** Runs jobs only while this says so (the `jobs` lease); always, when not given. */
  mayRun?: () => boolean;
  /** How often to look for due jobs; default the shortest interval, between 1 s and 1 min. */
  tickMs?: number;
}

/**
 * Runs the registered jobs when they are due. Each run is claimed first in `scheduled_jobs` (one statement
 * moving `next_run_at` forward, only when it had come), so a job runs once per interval even when two
 * processes both believe they hold the lease, and a process taking over does not repeat a job that ran.
 */
export class JobRunner {
  readonly #options: JobRunnerOptions;
  readonly #now: () => Date;
  readonly #jobs = new Map<string, ScheduledJob>();
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> | undefined;
  #stopped = true;

  constructor(options: JobRunnerOptions) {
    this.#options = options;
    this.#now = options.now ?? (() => new Date());
  }

  register(job: ScheduledJob): this {
    if (this.#jobs.has(job.name)) throw new Error(`job ${job.name} is registered twice`);
    if (!(job.everyMs > 0)) throw new Error(`job ${job.name} needs an interval`);
    this.#jobs.set(job.name, job);
    return this;
  }

  get jobNames(): string[] {
    return [...this.#jobs.keys()];
  }

  /** Runs every job that is due now and claimed by this process; resolves with their names. */
  async runDue(): Promise<string[]> {
    if (this.#options.mayRun && !this.#options.mayRun()) return [];
    const ran: string[] = [];
    for (const job of this.#jobs.values()) {
      const at = this.#now();
      if (!(await this.#claim(job, at))) continue;
      ran.push(job.name);
      let failure: string | null = null;
      try {
        await job.run(at);
      } catch (error) {
        const described = describeError(error);
        failure = described.error.slice(0, 500);
        this.#options.logger.warn("scheduled job failed", { job: job.name, ...described });
      }
      await this.#options.db
        .update(scheduledJobs)
        .set({ lastError: failure })
        .where(eq(scheduledJobs.name, job.name))
        .catch((error) => this.#options.logger.warn("scheduled job not recorded", describeError(error)));
    }
    return ran;
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#schedule(0);
  }

  /** Looks for due jobs soon (e.g. when the lease was just acquired). */
  wake(): void {
    if (!this.#stopped && !this.#running) this.#schedule(0);
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
  }

  #tickMs(): number {
    if (this.#options.tickMs) return this.#options.tickMs;
    const shortest = Math.min(...[...this.#jobs.values()].map((job) => job.everyMs));
    return Math.min(60_000, Math.max(1000, shortest));
  }

  #schedule(delay: number): void {
    if (this.#stopped) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#running = this.runDue()
        .catch((error) => this.#options.logger.error("job runner error", describeError(error)))
        .finally(() => {
          this.#running = undefined;
          this.#schedule(this.#tickMs());
        });
    }, delay);
    this.#timer.unref();
  }

  /** One statement: the first run of a job, or the next one once `next_run_at` has come. */
  async #claim(job: ScheduledJob, at: Date): Promise<boolean> {
    const next = new Date(at.getTime() + job.everyMs);
    const claimed = await this.#options.db
      .insert(scheduledJobs)
      .values({ name: job.name, nextRunAt: next, lastRunAt: at })
      .onConflictDoUpdate({
        target: scheduledJobs.name,
        set: { nextRunAt: next, lastRunAt: at },
        setWhere: lte(scheduledJobs.nextRunAt, at),
      })
      .returning({ name: scheduledJobs.name });
    return claimed.length > 0;
  }
}
