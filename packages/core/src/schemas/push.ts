import * as z from "zod";
import { entityIdSchema, idSchema, timestampSchema } from "./common.ts";

/** A browser push subscription (`PushSubscription.toJSON()`). */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url({ protocol: /^https$/ }).max(2000),
  expirationTime: z.number().nullish(),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

export const pushPlatforms = ["web", "ios", "android"] as const;

/**
 * `POST /api/push-notifications/register`: `token` is the browser's push subscription (as an object or its
 * JSON text), or a native device token; `platform` web (default), ios or android.
 */
export const pushRegisterRequestSchema = z.strictObject({
  token: z.union([pushSubscriptionSchema, z.string().trim().min(1).max(4096)]),
  platform: z.enum(pushPlatforms).default("web"),
});
export type PushRegisterRequest = z.infer<typeof pushRegisterRequestSchema>;

/** `POST /api/push-notifications/test`: an optional message text. */
export const pushTestRequestSchema = z.strictObject({
  message: z.string().trim().max(500).optional(),
});
export type PushTestRequest = z.infer<typeof pushTestRequestSchema>;

/** `GET /api/push-notifications/status`: device count and whether the auto test runs. */
export const pushStatusSchema = z.object({
  success: z.boolean().optional(),
  devices: z.number().int().nonnegative(),
  scheduler: z.object({ isRunning: z.boolean() }),
});
export type PushStatus = z.infer<typeof pushStatusSchema>;

/**
 * `GET /api/push-notifications/devices`: the caller's own devices, named by `label` (e.g. 'Chrome auf
 * Android', from the user agent at registration). No endpoint, token or key is ever answered.
 */
export const pushDeviceSchema = z.object({
  _id: entityIdSchema,
  label: z.string().default(""),
  platform: z.string(),
  restaurantId: entityIdSchema.nullish(),
  created_at: timestampSchema.optional(),
});
export const pushDeviceListResponseSchema = z.object({
  success: z.boolean(),
  devices: z.array(pushDeviceSchema).default([]),
});
export type PushDevice = z.infer<typeof pushDeviceSchema>;

/** `GET /api/push-notifications/vapid-public-key`: the key `pushManager.subscribe` needs. */
export const pushVapidKeyResponseSchema = z.object({ success: z.boolean(), publicKey: z.string().min(1) });

/** `DELETE /api/push-notifications/devices/{id}`: one of the caller's own devices. */
export const pushDeviceParamsSchema = z.strictObject({ id: idSchema });

/** The machine-readable `code` of push refusals (clients branch on it, never on the wording). */
export const pushErrorCodes = {
  /** The subscription's endpoint is not a known web push service (`checkPushEndpoint`). */
  endpointRefused: "push_endpoint_refused",
} as const;
