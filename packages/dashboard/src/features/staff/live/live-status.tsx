import { createContext, useContext } from "react";

/**
 * The event stream's state: `connecting` at first, `live` while it delivers, `reconnecting` during the
 * 5 retries, `polling` once it gave up (the views' polling intervals keep them current).
 */
export type LiveState = "connecting" | "live" | "reconnecting" | "polling";

export const LiveStateContext = createContext<LiveState>("live");

export function useLiveState(): LiveState {
  return useContext(LiveStateContext);
}

/** The polling interval to use now: none while the stream is live, `intervalMs` otherwise. */
export function usePollInterval(intervalMs: number): number | false {
  return useLiveState() === "live" ? false : intervalMs;
}
