import { CHUNK_LOAD_TIMEOUT_MS } from "@tischservice/core";

/** Why a chunk is missing: it stalled past the time-out, or it failed on every try. */
export type ChunkLoadFailure = "timeout" | "failed";

/** A route chunk that did not load; the route's error view offers "Neu laden". */
export class ChunkLoadError extends Error {
  override readonly name = "ChunkLoadError";
  constructor(
    readonly failure: ChunkLoadFailure,
    options?: { cause?: unknown },
  ) {
    super(failure === "timeout" ? "chunk load timed out" : "chunk load failed", options);
  }
}

export interface LoadChunkOptions {
  /** Overall time-out, the required 120 s (docs/requirements.md#timings). */
  timeoutMs?: number;
  /** Further tries after a failure (not after the time-out); one. */
  retries?: number;
}

/**
 * Loads a chunk (`() => import(...)`): a failed load is tried once more; one that has neither arrived nor
 * failed after the time-out is given up with a `ChunkLoadError("timeout")`.
 */
export function loadChunk<T>(importer: () => Promise<T>, options: LoadChunkOptions = {}): Promise<T> {
  const timeoutMs = options.timeoutMs ?? CHUNK_LOAD_TIMEOUT_MS;
  const retries = options.retries ?? 1;
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      reject(new ChunkLoadError("timeout"));
    }, timeoutMs);
    const attempt = (left: number) => {
      importer().then(
        (module) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          if (settled) return;
          if (left > 0) {
            attempt(left - 1);
            return;
          }
          settled = true;
          clearTimeout(timer);
          reject(new ChunkLoadError("failed", { cause: error }));
        },
      );
    };
    attempt(retries);
  });
}
