import { describe, expect, it } from "vitest";
import { pushRegisterRequestSchema, pushStatusSchema } from "./push.ts";

const subscription = {
  endpoint: "https://push.example/abc",
  expirationTime: null,
  keys: { p256dh: "BExample", auth: "secret" },
};

describe("pushRegisterRequestSchema", () => {
  it("given a browser subscription, defaults the platform to web", () => {
    expect(pushRegisterRequestSchema.parse({ token: subscription })).toEqual({
      token: subscription,
      platform: "web",
    });
  });
  it("given a native token text, accepts it", () => {
    expect(pushRegisterRequestSchema.parse({ token: "device-token", platform: "android" }).platform).toBe(
      "android",
    );
  });
  it("given an http endpoint or an empty token, refuses it", () => {
    expect(
      pushRegisterRequestSchema.safeParse({ token: { ...subscription, endpoint: "http://push.example/abc" } })
        .success,
    ).toBe(false);
    expect(pushRegisterRequestSchema.safeParse({ token: " " }).success).toBe(false);
  });
});

describe("pushStatusSchema", () => {
  it("given devices and the scheduler flag, reads them", () => {
    expect(pushStatusSchema.parse({ devices: 2, scheduler: { isRunning: false } })).toEqual({
      devices: 2,
      scheduler: { isRunning: false },
    });
  });
});
