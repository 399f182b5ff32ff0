import { describe, expect, it } from "vitest";
import { keepsSessionCache } from "./session-neutral-writes.ts";

describe("keepsSessionCache", () => {
  it("given a guest's booking, demo request, cancel or export request without a session, keeps the cache", () => {
    for (const path of [
      "/api/reservation/r1",
      "/api/demo-request",
      "/api/reservations/x1/guest-cancel",
      "/api/reservations/x1/guest-data-export",
    ]) {
      expect(keepsSessionCache(path, false), path).toBe(true);
    }
  });

  it("given a signed-in write or any other anonymous write (sign-in, reset, erasure, sign-up), clears it", () => {
    expect(keepsSessionCache("/api/reservation/r1", true)).toBe(false);
    for (const path of [
      "/api/users/login",
      "/api/users/reset-password",
      "/api/reservations/x1/guest-data-erase",
      "/api/signup/guest",
      "/api/reservation/r1/extra",
    ]) {
      expect(keepsSessionCache(path, false), path).toBe(false);
    }
  });
});
