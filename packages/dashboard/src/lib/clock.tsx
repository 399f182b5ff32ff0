import { HOME_CLOCK_TICK_MS } from "@tischservice/core";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";

const ClockContext = createContext<Date | null>(null);

export interface ClockProviderProps {
  /** A fixed "now" (tests and stories); without it the clock ticks every 60 s, as the product requires. */
  now?: Date;
  children: ReactNode;
}

/** Provides "now" to the dashboard: today's date, the home clock, past/current splits. */
export function ClockProvider({ now, children }: ClockProviderProps) {
  const [live, setLive] = useState(() => new Date());
  useEffect(() => {
    if (now) return;
    const timer = window.setInterval(() => setLive(new Date()), HOME_CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, [now]);
  return <ClockContext.Provider value={now ?? live}>{children}</ClockContext.Provider>;
}

/** The current time as the dashboard sees it (changes once a minute). */
export function useNow(): Date {
  const now = useContext(ClockContext);
  return now ?? new Date();
}
