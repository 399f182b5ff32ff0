import { afterEach, describe, expect, it, vi } from "vitest";
import { renderHook } from "vitest-browser-react";
import { useDebouncedValue } from "./use-debounced-value.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("useDebouncedValue", () => {
  it("given a burst of changes each sooner than the delay, settles once, on the last value, after the delay", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const settled: string[] = [];
    const { rerender } = await renderHook(
      (props?: { value: string }) => {
        const current = useDebouncedValue(props?.value ?? "", 250);
        if (settled.at(-1) !== current) settled.push(current);
        return current;
      },
      { initialProps: { value: "" } },
    );
    for (const value of ["k", "ko", "koc", "koch"]) {
      await rerender({ value });
      vi.advanceTimersByTime(249);
    }
    expect(settled).toEqual([""]);
    vi.advanceTimersByTime(1);
    await expect.poll(() => settled).toEqual(["", "koch"]);
  });
});
