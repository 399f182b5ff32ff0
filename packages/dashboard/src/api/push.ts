import { queryOptions } from "@tanstack/react-query";
import {
  messageResponseSchema,
  type PushDevice,
  type PushStatus,
  pushDeviceListResponseSchema,
  pushStatusSchema,
  pushVapidKeyResponseSchema,
} from "@tischservice/core";
import { api, dataOf } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

/** `GET /api/push-notifications/vapid-public-key`: the key `pushManager.subscribe` needs. */
export async function fetchVapidPublicKey(): Promise<string> {
  return pushVapidKeyResponseSchema.parse(await dataOf(api.GET("/api/push-notifications/vapid-public-key")))
    .publicKey;
}

/** `POST /api/push-notifications/register` with the browser's subscription. */
export async function registerPushSubscription(subscription: PushSubscriptionJSON): Promise<void> {
  // A subscription's toJSON() always carries its endpoint and keys; the DOM's type leaves them optional.
  const token = subscription as { endpoint: string; keys: { p256dh: string; auth: string } };
  await dataOf(api.POST("/api/push-notifications/register", { body: { token, platform: "web" } }));
}

/** `GET /api/push-notifications/status`: device count and the automatic test's state. */
export async function fetchPushStatus(): Promise<PushStatus> {
  return pushStatusSchema.parse(await dataOf(api.GET("/api/push-notifications/status")));
}

/** `GET /api/push-notifications/devices`: the signed-in user's own devices. */
export async function fetchPushDevices(): Promise<PushDevice[]> {
  return pushDeviceListResponseSchema.parse(await dataOf(api.GET("/api/push-notifications/devices"))).devices;
}

export const pushStatusQueryOptions = queryOptions({
  queryKey: queryKeys.pushStatus,
  queryFn: fetchPushStatus,
});
export const pushDevicesQueryOptions = queryOptions({
  queryKey: queryKeys.pushDevices,
  queryFn: fetchPushDevices,
});

/** `DELETE /api/push-notifications/devices/{id}`: removes one of the user's own devices. */
export async function removePushDevice(id: string): Promise<void> {
  messageResponseSchema.parse(
    await dataOf(api.DELETE("/api/push-notifications/devices/{id}", { params: { path: { id } } })),
  );
}

/** `POST /api/push-notifications/test`. */
export async function sendTestPush(message?: string): Promise<string | null> {
  const answer = messageResponseSchema.parse(
    await dataOf(api.POST("/api/push-notifications/test", { body: message ? { message } : {} })),
  );
  return answer.message ?? null;
}

/** `POST /api/push-notifications/start-auto-test` or `/stop-auto-test`. */
export async function setAutoTest(running: boolean): Promise<void> {
  await dataOf(
    api.POST(running ? "/api/push-notifications/start-auto-test" : "/api/push-notifications/stop-auto-test"),
  );
}
