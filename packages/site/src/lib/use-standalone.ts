import { useEffect, useState } from "react";

const standaloneQuery = "(display-mode: standalone)";

/** True in the installed app: display-mode standalone, or iOS's home-screen mode. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia?.(standaloneQuery).matches === true;
}

/** Calls `listener` whenever the display mode changes; returns the function that stops listening. */
export function onStandaloneChange(listener: (standalone: boolean) => void): () => void {
  const query = window.matchMedia?.(standaloneQuery);
  const update = () => listener(isStandalone());
  query?.addEventListener("change", update);
  return () => query?.removeEventListener("change", update);
}

/** `isStandalone()` as state, updated when the display mode changes; never true while prerendering. */
export function useStandalone(): boolean {
  const [standalone, setStandalone] = useState(false);
  useEffect(() => {
    setStandalone(isStandalone());
    return onStandaloneChange(setStandalone);
  }, []);
  return standalone;
}
