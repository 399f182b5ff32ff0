import { useEffect, useState } from "react";

/** True in the installed app (display-mode standalone, or iOS's home-screen mode); never while prerendering. */
export function useStandalone(): boolean {
  const [standalone, setStandalone] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.("(display-mode: standalone)");
    const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
    const update = () => setStandalone(iosStandalone || query?.matches === true);
    update();
    query?.addEventListener("change", update);
    return () => query?.removeEventListener("change", update);
  }, []);
  return standalone;
}
