import type { PGlite } from "@electric-sql/pglite";
import { type NotificationMessage, notificationMessageSchema } from "@tischservice/core";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Db, DbKind, Tx } from "../db/client.ts";
import { type Logger, silentLogger } from "../lib/logger.ts";
import { parseEndedSessions, SESSIONS_ENDED_CHANNEL } from "./sessions-ended.ts";

export type EventListener = (message: NotificationMessage) => void;
export type SessionsEndedListener = (sessionIds: readonly string[]) => void;

/**
 * Domain events over Postgres LISTEN/NOTIFY, one channel per restaurant. `publish` inside a transaction
 * is delivered when it commits (and never when it rolls back); every API process on the database LISTENs
 * on the channels its subscribers (SSE streams, the slot cache) need.
 */
export interface EventBus {
  publish(db: Db | Tx, restaurantId: string, message: NotificationMessage): Promise<void>;
  /** Resolves once the LISTEN is in place; the returned function stops listening. */
  subscribe(restaurantId: string, listener: EventListener): Promise<() => Promise<void>>;
  /**
   * Sessions ended anywhere in the cluster (announced by the database at commit, see `sessions-ended.ts`).
   * Resolves once the LISTEN is in place; the returned function stops listening.
   */
  onSessionsEnded(listener: SessionsEndedListener): Promise<() => Promise<void>>;
  /** Called whenever the LISTEN connection was lost (events may have been missed). */
  onReset(listener: () => void): void;
  /** True while the LISTEN connection is up. */
  readonly healthy: boolean;
  /** How many channels this process LISTENs on (one per restaurant with a subscriber). */
  readonly listenedChannels: number;
  close(): Promise<void>;
}

/** The restaurant's channel name: lowercase letters, digits and underscores only (no quoting needed). */
export function restaurantChannel(restaurantId: string): string {
  return `ts_r_${restaurantId.toLowerCase().replace(/[^a-z0-9_]/g, "_")}`.slice(0, 63);
}

/**
 * NOTIFY on the restaurant's channel (inside a transaction: at its commit). What `EventBus.publish` does;
 * for writers that run without an app's bus (the reminder and retention jobs, also from the CLI).
 */
export async function notifyRestaurant(
  target: Db | Tx,
  restaurantId: string,
  message: NotificationMessage,
): Promise<void> {
  await target.execute(sql`select pg_notify(${restaurantChannel(restaurantId)}, ${JSON.stringify(message)})`);
}

interface ListenDriver {
  listen(channel: string): Promise<void>;
  unlisten(channel: string): Promise<void>;
  close(): Promise<void>;
  readonly healthy: boolean;
}

type Dispatch = (channel: string, payload: string) => void;

function pgliteDriver(client: PGlite, dispatch: Dispatch): ListenDriver {
  const stops = new Map<string, () => Promise<void>>();
  return {
    healthy: true,
    async listen(channel) {
      stops.set(channel, await client.listen(channel, (payload) => dispatch(channel, payload)));
    },
    async unlisten(channel) {
      const stop = stops.get(channel);
      stops.delete(channel);
      if (stop && !client.closed) await stop();
    },
    async close() {
      for (const channel of [...stops.keys()]) await this.unlisten(channel);
    },
  };
}

/** A dedicated connection for LISTEN (a pooled one would be handed to other queries); reconnects. */
function postgresDriver(
  config: pg.ClientConfig,
  dispatch: Dispatch,
  onReset: () => void,
  logger: Logger,
): ListenDriver {
  const channels = new Set<string>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let healthy = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const next = new pg.Client(config);
      next.on("notification", (message) => dispatch(message.channel, message.payload ?? ""));
      next.on("error", (error) => {
        logger.warn("event listener connection lost", { error: error.message });
        lost(next);
      });
      next.on("end", () => lost(next));
      await next.connect();
      for (const channel of channels) await next.query(`LISTEN ${channel}`);
      client = next;
      healthy = true;
      return next;
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  };

  function lost(which: pg.Client) {
    if (client !== which && client !== null) return;
    client = null;
    if (!healthy) return;
    healthy = false;
    onReset();
    if (closed) return;
    retry = setTimeout(() => {
      connect().catch((error) => logger.warn("event listener reconnect failed", { error: String(error) }));
    }, 1000);
    retry.unref();
  }

  return {
    get healthy() {
      return healthy;
    },
    async listen(channel) {
      channels.add(channel);
      const connected = await connect();
      await connected.query(`LISTEN ${channel}`);
    },
    async unlisten(channel) {
      channels.delete(channel);
      if (client) await client.query(`UNLISTEN ${channel}`).catch(() => {});
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const current = client ?? (connecting ? await connecting.catch(() => null) : null);
      client = null;
      healthy = false;
      await current?.end().catch(() => {});
    },
  };
}

/** Builds the event bus on the database's own client (PGlite) or a new connection to the same server. */
export function createEventBus(db: Db, kind: DbKind, logger: Logger = silentLogger): EventBus {
  const listeners = new Map<string, Set<EventListener>>();
  /** The LISTEN of each channel, awaited by every subscriber (not only the first). */
  const ready = new Map<string, Promise<void>>();
  const resetListeners = new Set<() => void>();
  const endedListeners = new Set<SessionsEndedListener>();
  let endedReady: Promise<void> | null = null;
  const dispatchEnded = (payload: string) => {
    const ids = parseEndedSessions(payload);
    if (ids.length === 0) return;
    for (const listener of [...endedListeners]) {
      try {
        listener(ids);
      } catch (error) {
        logger.error("event listener failed", { error: String(error) });
      }
    }
  };
  const dispatch: Dispatch = (channel, payload) => {
    if (channel === SESSIONS_ENDED_CHANNEL) return dispatchEnded(payload);
    const set = listeners.get(channel);
    if (!set || set.size === 0) return;
    let parsed: NotificationMessage;
    try {
      const result = notificationMessageSchema.safeParse(JSON.parse(payload));
      if (!result.success) return;
      parsed = result.data;
    } catch {
      return;
    }
    for (const listener of [...set]) {
      try {
        listener(parsed);
      } catch (error) {
        logger.error("event listener failed", { error: String(error) });
      }
    }
  };
  const reset = () => {
    for (const listener of resetListeners) listener();
  };
  // Drizzle keeps the driver's client as `$client`: a PGlite instance or a pg.Pool.
  const raw = (db as unknown as { $client: unknown }).$client;
  const driver =
    kind === "pglite"
      ? pgliteDriver(raw as PGlite, dispatch)
      : postgresDriver({ ...(raw as pg.Pool).options } as pg.ClientConfig, dispatch, reset, logger);
  let closed = false;

  return {
    get healthy() {
      return !closed && driver.healthy;
    },
    get listenedChannels() {
      return ready.size;
    },
    publish: notifyRestaurant,
    async subscribe(restaurantId, listener) {
      const channel = restaurantChannel(restaurantId);
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
      }
      set.add(listener);
      let listening = ready.get(channel);
      if (!listening) {
        listening = driver.listen(channel);
        ready.set(channel, listening);
      }
      try {
        await listening;
      } catch (error) {
        set.delete(listener);
        ready.delete(channel);
        throw error;
      }
      return async () => {
        const current = listeners.get(channel);
        if (!current?.delete(listener)) return;
        if (current.size === 0) {
          listeners.delete(channel);
          ready.delete(channel);
          if (!closed) await driver.unlisten(channel).catch(() => {});
        }
      };
    },
    async onSessionsEnded(listener) {
      endedListeners.add(listener);
      endedReady ??= driver.listen(SESSIONS_ENDED_CHANNEL);
      try {
        await endedReady;
      } catch (error) {
        endedListeners.delete(listener);
        endedReady = null;
        throw error;
      }
      // The process keeps this one channel once it listened (no LISTEN/UNLISTEN races between streams).
      return async () => {
        endedListeners.delete(listener);
      };
    },
    onReset(listener) {
      resetListeners.add(listener);
    },
    async close() {
      if (closed) return;
      closed = true;
      listeners.clear();
      endedListeners.clear();
      endedReady = null;
      ready.clear();
      await driver.close();
    },
  };
}
