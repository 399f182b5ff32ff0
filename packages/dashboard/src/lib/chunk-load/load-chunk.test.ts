import { afterEach, describe, expect, it, vi } from "vitest";
import { ChunkLoadError, loadChunk } from "./load-chunk.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("loadChunk", () => {
  it("given a chunk that never arrives, gives up after 120 s with a time-out", async () => {
    vi.useFakeTimers();
    const importer = vi.fn(() => new Promise<never>(() => {}));
    const outcome = loadChunk(importer).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(119_999);
    let done = false;
    void outcome.then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).failure).toBe("timeout");
    expect(importer).toHaveBeenCalledOnce();
  });

  it("given a chunk that fails once, tries again and resolves with the module", async () => {
    const importer = vi
      .fn<() => Promise<{ Page: string }>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValueOnce({ Page: "ok" });
    await expect(loadChunk(importer)).resolves.toEqual({ Page: "ok" });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it("given a chunk that fails twice, stops after the one retry with a failure", async () => {
    const cause = new TypeError("Failed to fetch dynamically imported module");
    const importer = vi.fn(() => Promise.reject(cause));
    const error = await loadChunk(importer).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ failure: "failed", cause });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
