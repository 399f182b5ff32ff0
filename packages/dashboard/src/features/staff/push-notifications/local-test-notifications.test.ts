import { afterEach, describe, expect, it, vi } from "vitest";
import { type LocalTestNotification, scheduleLocalTestNotifications } from "./local-test-notifications.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("scheduleLocalTestNotifications", () => {
  it("given a start at 20:30 UTC, shows 5 notifications 1 minute apart, stamped in the restaurant's time zone", async () => {
    vi.useFakeTimers({ now: new Date("2026-05-12T20:30:00.000Z") });
    const shown: LocalTestNotification[] = [];
    const progress: number[] = [];
    scheduleLocalTestNotifications({
      show: (notification) => {
        shown.push(notification);
      },
      timeZone: "Asia/Tokyo",
      now: () => new Date(),
      onShown: (count) => progress.push(count),
    });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(shown).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toEqual([
      {
        title: "Lokale Testbenachrichtigung 1 von 5",
        body: "Lokale Testbenachrichtigung · 13.05.2026, 05:31 Uhr",
        tag: "local-test-1",
      },
    ]);
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    expect(shown.map((n) => n.body.slice(-9))).toEqual([
      "05:31 Uhr",
      "05:32 Uhr",
      "05:33 Uhr",
      "05:34 Uhr",
      "05:35 Uhr",
    ]);
    expect(progress).toEqual([1, 2, 3, 4, 5]);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(shown).toHaveLength(5);
  });

  it("given a cancel after the second, shows no more", async () => {
    vi.useFakeTimers({ now: new Date("2026-05-12T10:00:00.000Z") });
    const show = vi.fn();
    const cancel = scheduleLocalTestNotifications({ show, timeZone: "Europe/Berlin", now: () => new Date() });
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(show).toHaveBeenCalledTimes(2);
    cancel();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(show).toHaveBeenCalledTimes(2);
  });

  it("given a notification that cannot be shown, reports it and stops the series", async () => {
    vi.useFakeTimers({ now: new Date("2026-05-12T10:00:00.000Z") });
    const show = vi.fn().mockRejectedValue(new TypeError("no permission"));
    const onError = vi.fn();
    scheduleLocalTestNotifications({ show, onError, timeZone: "Europe/Berlin", now: () => new Date() });
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(show).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledOnce();
  });
});
