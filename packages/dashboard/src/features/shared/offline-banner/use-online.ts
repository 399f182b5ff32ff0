import { useSyncExternalStore } from "react";
import { isServerUnreachable, subscribeReachability } from "../../../api/reachability.ts";

function subscribe(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  const stopReachability = subscribeReachability(onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
    stopReachability();
  };
}

/**
 * Whether the app can reach its server: the browser believes it is online (`navigator.onLine`, updated by
 * its events) and the last request got an answer.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine && !isServerUnreachable(),
    () => true,
  );
}
