import type { ReactNode } from "react";
import { useGastro } from "../data/gastro-context.tsx";
import { LiveStateContext } from "./live-status.tsx";
import { useLiveUpdates } from "./use-live-updates.ts";

/**
 * The restaurant's event stream for a staff page outside the shell (the reservation page a link opens):
 * its queries follow other devices' changes live, or poll while the stream is down, as inside the shell.
 */
export function LiveRestaurant({ children }: { children: ReactNode }) {
  const liveState = useLiveUpdates(useGastro());
  return <LiveStateContext.Provider value={liveState}>{children}</LiveStateContext.Provider>;
}
