import autocannon from "autocannon";

export interface LoadResult {
  rps: number;
  /** The median of the turns' p99 latencies, in ms (autocannon resolves whole milliseconds). */
  p99: number;
  /** Connection errors and answers other than 2xx. */
  errors: number;
  /** The server's CPU time per answered request in µs, when its CPU time can be read. */
  cpuUs?: number;
}

/** One side of a paired figure: a URL, the headers to send, and the server's CPU time in ms. */
export interface LoadTarget {
  url: string;
  headers?: Record<string, string>;
  cpuMs?: () => number | undefined;
}

/** Bench timing: each side of a figure runs `BENCH_ROUNDS` times (default 3) for `BENCH_SECONDS` (default 2). */
export const loadSeconds = Number(process.env.BENCH_SECONDS ?? 2);
export const loadRounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));

interface Round {
  requests: number;
  seconds: number;
  p99: number;
  errors: number;
  cpuMs?: number;
}

/** `connections` keep-alive connections against one URL for `seconds` (autocannon, in this process). */
async function round(target: LoadTarget, seconds: number, connections: number): Promise<Round> {
  const cpuBefore = target.cpuMs?.();
  const result = await autocannon({
    url: target.url,
    headers: target.headers ?? {},
    connections,
    duration: seconds,
    pipelining: 1,
  });
  const cpuAfter = target.cpuMs?.();
  return {
    requests: result.requests.total,
    seconds,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    ...(cpuBefore !== undefined && cpuAfter !== undefined ? { cpuMs: cpuAfter - cpuBefore } : {}),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

function summary(rounds: Round[]): LoadResult {
  const requests = rounds.reduce((sum, r) => sum + r.requests, 0);
  const seconds = rounds.reduce((sum, r) => sum + r.seconds, 0);
  const cpuMs = rounds.every((r) => r.cpuMs !== undefined)
    ? rounds.reduce((sum, r) => sum + (r.cpuMs ?? 0), 0)
    : undefined;
  return {
    rps: seconds > 0 ? requests / seconds : 0,
    p99: median(rounds.map((r) => r.p99)),
    errors: rounds.reduce((sum, r) => sum + r.errors, 0),
    ...(cpuMs !== undefined && requests > 0 ? { cpuUs: (cpuMs * 1000) / requests } : {}),
  };
}

/**
 * A figure and its reference, measured in turns: after a 1-second warm-up of each, `loadRounds` rounds of
 * the reference then the subject, `loadSeconds` each, with `connections` connections. The machine's speed
 * drifts within seconds (other work, the VM's host): taking turns exposes both to the same drift, so each
 * ratio (requests per second, p99) is the median of the turns' ratios. Each side's req/s and CPU per
 * request are over all its turns, its p99 the median of its turns'.
 */
export async function loadPaired(reference: LoadTarget, subject: LoadTarget, connections = 10) {
  await round(reference, 1, connections);
  await round(subject, 1, connections);
  const references: Round[] = [];
  const subjects: Round[] = [];
  for (let i = 0; i < loadRounds; i++) {
    references.push(await round(reference, loadSeconds, connections));
    subjects.push(await round(subject, loadSeconds, connections));
  }
  const ratios = subjects.map((s, i) => {
    const r = references[i];
    return r && r.requests > 0 && s.seconds > 0 ? s.requests / s.seconds / (r.requests / r.seconds) : 0;
  });
  // A p99 under a millisecond reads as 0 or 1: counted as 1 ms so that the ratio stays finite and fair.
  const p99Ratios = subjects.map((s, i) => Math.max(s.p99, 1) / Math.max(references[i]?.p99 ?? 0, 1));
  return {
    reference: summary(references),
    subject: summary(subjects),
    ratio: median(ratios),
    p99Ratio: median(p99Ratios),
  };
}
