import {
  messageResponseSchema,
  type PushDevice,
  type PushStatus,
  pushDeviceListResponseSchema,
  pushStatusSchema,
  pushVapidKeyResponseSchema,
} from "@tischservice/core";
import { requestJson } from "./http.ts";

/** `GET /api/push-notifications/vapid-public-key`: the key `pushManager.subscribe` needs. */
export async function fetchVapidPublicKey(): Promise<string> {
  return pushVapidKeyResponseSchema.parse(await requestJson("/api/push-notifications/vapid-public-key"))
    .publicKey;
}

/** `POST /api/push-notifications/register` with the browser's subscription. */
export async function registerPushSubscription(subscription: PushSubscriptionJSON): Promise<void> {
  await requestJson("/api/push-notifications/register", {
    method: "POST",
    body: { token: subscription, platform: "web" },
  });
}

/** `GET /api/push-notifications/status`: device count and the automatic test's state. */
export async function fetchPushStatus(): Promise<PushStatus> {
  return pushStatusSchema.parse(await requestJson("/api/push-notifications/status"));
}

/** `GET /api/push-notifications/devices`: the signed-in user's own devices. */
export async function fetchPushDevices(): Promise<PushDevice[]> {
  return pushDeviceListResponseSchema.parse(await requestJson("/api/push-notifications/devices")).devices;
}

/** `DELETE /api/push-notifications/devices/{id}`: removes one of the user's own devices. */
export async function removePushDevice(id: string): Promise<void> {
  messageResponseSchema.parse(
    await requestJson(`/api/push-notifications/devices/${encodeURIComponent(id)}`, { method: "DELETE" }),
  );
}

/** `POST /api/push-notifications/test`. */
export async function sendTestPush(message?: string): Promise<string | null> {
  const answer = messageResponseSchema.parse(
    await requestJson("/api/push-notifications/test", {
      method: "POST",
      body: message ? { message } : {},
    }),
  );
  return answer.message ?? null;
}

/** `POST /api/push-notifications/start-auto-test` or `/stop-auto-test`. */
export async function setAutoTest(running: boolean): Promise<void> {
  await requestJson(`/api/push-notifications/${running ? "start" : "stop"}-auto-test`, { method: "POST" });
}
