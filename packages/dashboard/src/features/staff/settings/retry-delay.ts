/** Waits between automatic retries of a failed save: 2 s, 5 s, 10 s, then every 30 s. */
const delays = [2000, 5000, 10_000, 30_000] as const;

export function retryDelayMs(attempt: number): number {
  return delays[Math.min(Math.max(attempt, 0), delays.length - 1)] ?? 30_000;
}

/** A failure worth retrying: no answer, a timeout, a rate limit or a server error (not a refusal). */
export function isRetryable(error: unknown, status: number | null): boolean {
  if (status === null) return error instanceof Error;
  return status === 408 || status === 429 || status >= 500;
}
