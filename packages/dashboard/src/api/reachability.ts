/**
 * Whether the API answered the app's last request. A device can have a network and still not reach the
 * server (a restaurant's router without internet, a phone between cells); the browser's `navigator.onLine`
 * then says online, and only a request that gets no answer tells. While the server is out of reach and
 * someone is listening (the offline strip), the app asks `/api/health` again every
 * `REACHABILITY_PROBE_MS`, so the strip goes away when the connection is back even if nothing else asks.
 */
export const REACHABILITY_PROBE_MS = 10_000;

let unreachable = false;
const listeners = new Set<() => void>();
let probe: ReturnType<typeof setTimeout> | undefined;

function stopProbe() {
  clearTimeout(probe);
  probe = undefined;
}

function startProbe() {
  stopProbe();
  if (!unreachable || listeners.size === 0) return;
  probe = setTimeout(async () => {
    probe = undefined;
    try {
      await fetch("/api/health", { cache: "no-store", credentials: "same-origin" });
      setUnreachable(false);
    } catch {
      startProbe();
    }
  }, REACHABILITY_PROBE_MS);
}

function setUnreachable(next: boolean) {
  if (next === unreachable) return;
  unreachable = next;
  startProbe();
  for (const listener of listeners) listener();
}

/** A request got an answer (any status): the server is reachable. */
export function noteServerAnswered(): void {
  setUnreachable(false);
}

/** A request got no answer at all (not aborted by the app itself). */
export function noteServerUnreachable(): void {
  setUnreachable(true);
}

export function isServerUnreachable(): boolean {
  return unreachable;
}

/** Listens for changes; the first listener starts the probe while the server is out of reach. */
export function subscribeReachability(listener: () => void): () => void {
  listeners.add(listener);
  if (probe === undefined) startProbe();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stopProbe();
  };
}
