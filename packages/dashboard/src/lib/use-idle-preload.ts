import { useEffect } from "react";

/**
 * Loads code the page will likely need soon (a dialog's chunk) once the browser is idle after the first
 * paint, so it is not on the first load's critical path and is there before the user asks for it.
 * A failed preload is ignored: the lazy component loads (and reports) it again when it renders.
 */
export function useIdlePreload(load: () => Promise<unknown>): void {
  useEffect(() => {
    const run = () => void load().catch(() => undefined);
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(run, { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(run, 200);
    return () => window.clearTimeout(timer);
  }, [load]);
}
