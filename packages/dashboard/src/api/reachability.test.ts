import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../test/fake-api.ts";
import { api, dataOf } from "./client.ts";
import {
  isServerUnreachable,
  noteServerAnswered,
  REACHABILITY_PROBE_MS,
  subscribeReachability,
} from "./reachability.ts";

afterEach(() => {
  noteServerAnswered();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("reachability", () => {
  it("while unreachable and listened to, asks /api/health every 10 s until it answers, then tells the listener", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let healthy = false;
    const calls = stubApi({
      "GET /api/users/me": () => "network-error",
      "GET /api/health": () => (healthy ? { body: { status: "ok" } } : "network-error"),
    });
    const changes = vi.fn();
    const stop = subscribeReachability(changes);
    await dataOf(api.GET("/api/users/me")).catch(() => undefined);
    expect(changes).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(REACHABILITY_PROBE_MS - 1);
    expect(calls.filter((call) => call.path === "/api/health")).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.filter((call) => call.path === "/api/health")).toHaveLength(1);
    expect(isServerUnreachable()).toBe(true);

    healthy = true;
    await vi.advanceTimersByTimeAsync(REACHABILITY_PROBE_MS);
    expect(calls.filter((call) => call.path === "/api/health")).toHaveLength(2);
    expect(isServerUnreachable()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(2);
    stop();
  });

  it("given nobody listening, does not ask the server again", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const calls = stubApi({ "GET /api/users/me": () => "network-error" });
    await dataOf(api.GET("/api/users/me")).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(3 * REACHABILITY_PROBE_MS);
    expect(calls.map((call) => call.path)).toEqual(["/api/users/me"]);
  });
});
