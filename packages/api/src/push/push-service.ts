import type { Agent } from "node:https";
import { checkPushEndpoint, type PushEndpointCheck } from "@tischservice/core";
import { eq } from "drizzle-orm";
import webpush, { type PushSubscription } from "web-push";
import type { Db } from "../db/client.ts";
import { pushSubscriptions } from "../db/schema/index.ts";
import type { Logger } from "../lib/logger.ts";
import { loadVapidKeys, type VapidKeys } from "./vapid.ts";

/** What a push says; the service worker shows title and body and opens `url`. */
export interface PushMessage {
  title: string;
  body: string;
  url?: string;
  tag?: string;
}

export interface PushResult {
  sent: number;
  removed: number;
  failed: number;
}

export interface PushServiceOptions {
  db: Db;
  logger: Logger;
  /** The VAPID subject (a mailto: or https: URL naming the operator). */
  subject: string;
  /** For tests: an agent that trusts the local stand-in push service's certificate. */
  agent?: Agent;
  /**
   * For tests only: further push service hosts (`host:port`, e.g. the local stand-in) accepted besides
   * core's `webPushServiceHosts`. Nothing in production sets it.
   */
  extraHosts?: readonly string[];
}

/** Delivers web pushes to a restaurant's registered devices; dead subscriptions (404/410) are removed. */
export class PushService {
  #vapid: Promise<VapidKeys> | null = null;

  constructor(private readonly options: PushServiceOptions) {}

  vapidKeys(): Promise<VapidKeys> {
    this.#vapid ??= loadVapidKeys(this.options.db).catch((error) => {
      this.#vapid = null;
      throw error;
    });
    return this.#vapid;
  }

  /** Core's endpoint rule with this service's (test-only) extra hosts. */
  checkEndpoint(endpoint: string): PushEndpointCheck {
    return checkPushEndpoint(endpoint, { extraHosts: this.options.extraHosts ?? [] });
  }

  /**
   * Sends to every web subscription of the restaurant; throws only when every delivery failed. An
   * endpoint that is not a known push service (stored before the rule, or by hand) is never posted to:
   * it is deleted and logged by its host alone (the path carries the device's token).
   */
  async sendToRestaurant(restaurantId: string, message: PushMessage): Promise<PushResult> {
    const { db, logger } = this.options;
    const devices = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.restaurantId, restaurantId));
    const vapid = await this.vapidKeys();
    const payload = JSON.stringify(message);
    const result: PushResult = { sent: 0, removed: 0, failed: 0 };
    let lastError: unknown = null;
    for (const device of devices) {
      if (device.platform !== "web") continue;
      // What web-push posts to is the subscription's endpoint: that one is checked (the column too).
      const posted = (device.subscription as { endpoint?: unknown }).endpoint;
      const check: PushEndpointCheck =
        typeof posted === "string" && posted === device.endpoint
          ? this.checkEndpoint(posted)
          : { ok: false, reason: "invalid", host: null };
      if (!check.ok) {
        await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
        result.removed += 1;
        logger.warn("push endpoint refused and removed", {
          device: device.id,
          host: check.host,
          reason: check.reason,
        });
        continue;
      }
      try {
        await webpush.sendNotification(device.subscription as unknown as PushSubscription, payload, {
          TTL: 60 * 60,
          vapidDetails: { subject: this.options.subject, ...vapid },
          timeout: 10_000,
          ...(this.options.agent ? { agent: this.options.agent } : {}),
        });
        result.sent += 1;
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
          result.removed += 1;
          continue;
        }
        result.failed += 1;
        lastError = error;
        logger.warn("push failed", { status, error: error instanceof Error ? error.message : String(error) });
      }
    }
    if (result.failed > 0 && result.sent === 0) {
      throw lastError instanceof Error ? lastError : new Error("push failed");
    }
    return result;
  }
}
