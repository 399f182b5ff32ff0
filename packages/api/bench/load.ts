import autocannon from "autocannon";

export interface LoadResult {
  rps: number;
  p99: number;
  /** Connection errors and answers other than 2xx. */
  errors: number;
  /** The server's CPU time per answered request in µs, when its CPU time can be read. */
  cpuUs?: number;
}

/** Bench timing: `BENCH_SECONDS` per figure (default 5) after a 1-second warm-up. */
export const loadSeconds = Number(process.env.BENCH_SECONDS ?? 5);

/**
 * 10 keep-alive connections against one URL (autocannon, in this process; the server runs in its own).
 * `serverCpuMs` reads the server's CPU time before and after, for its CPU per request.
 */
export async function load(
  url: string,
  headers: Record<string, string> = {},
  serverCpuMs: () => number | undefined = () => undefined,
): Promise<LoadResult> {
  await autocannon({ url, headers, connections: 10, duration: 1, pipelining: 1 });
  const cpuBefore = serverCpuMs();
  const result = await autocannon({ url, headers, connections: 10, duration: loadSeconds, pipelining: 1 });
  const cpuAfter = serverCpuMs();
  const answered = result.requests.total;
  const cpuUs =
    cpuBefore !== undefined && cpuAfter !== undefined && answered > 0
      ? ((cpuAfter - cpuBefore) * 1000) / answered
      : undefined;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    ...(cpuUs === undefined ? {} : { cpuUs }),
  };
}
