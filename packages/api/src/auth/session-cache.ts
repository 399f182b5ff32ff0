import type { SessionUser } from "./session-user.ts";

/** How long a session seen a moment ago is believed without asking the database again. */
export const SESSION_RECHECK_MS = 5000;

export interface CachedSession {
  user: SessionUser;
  rememberMe: boolean;
  lastSeenAt: Date;
  expiresAt: Date;
  /** When the database last said the session is active (the app's clock). */
  checkedAt: number;
}

/**
 * Sessions this process found active within the last `SESSION_RECHECK_MS`, so that a dashboard's burst of
 * reads costs one query, not one each. Revocation still acts:
 * - on this process at once: every state-changing request (sign-out, password change or reset, a sub-user's
 *   reset, deactivation, deletion, ... all of them are) clears the cache when it has finished, before its
 *   answer goes out (`app.ts`), except anonymous writes that end no session such as guests' bookings
 *   (`keepsSessionCache`), so that a booking rush does not empty it;
 * - on every other process at once when the database announces ended sessions (the `sessions` trigger's
 *   NOTIFY, `forget`), and within `SESSION_RECHECK_MS` in any case (a missed event, a deactivation written
 *   by hand): an entry older than that is checked against the database again.
 * A lookup is kept only if nothing was forgotten while it ran (`generation`), so a read racing a
 * revocation never stores the old state. Clock moving backwards: the entry is checked again.
 */
export class SessionCache {
  readonly #entries = new Map<string, CachedSession>();
  #generation = 0;

  constructor(
    private readonly recheckMs = SESSION_RECHECK_MS,
    private readonly maxEntries = 10_000,
  ) {}

  get generation(): number {
    return this.#generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The session if it was checked within `recheckMs` and has neither expired nor needs its minute's touch. */
  read(sessionId: string, at: Date, touchEveryMs: number): CachedSession | undefined {
    const entry = this.#entries.get(sessionId);
    if (!entry) return undefined;
    const now = at.getTime();
    const fresh =
      now >= entry.checkedAt &&
      now - entry.checkedAt < this.recheckMs &&
      entry.expiresAt.getTime() > now &&
      now - entry.lastSeenAt.getTime() < touchEveryMs;
    if (fresh) return entry;
    this.#entries.delete(sessionId);
    return undefined;
  }

  store(sessionId: string, entry: CachedSession, generation: number): void {
    if (generation !== this.#generation) return;
    if (this.#entries.size >= this.maxEntries) this.#entries.clear();
    this.#entries.set(sessionId, entry);
  }

  forget(sessionIds: readonly string[]): void {
    this.#generation += 1;
    for (const id of sessionIds) this.#entries.delete(id);
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }
}
