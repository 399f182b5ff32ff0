import { useRouterState } from "@tanstack/react-router";
import { useEffect } from "react";

/**
 * Scrolls to the element `id` when the address's hash names it, once `ready`: the router's own hash scroll
 * runs before the page's data (and so the element) is there, e.g. coming from Einstellungen → Kapazität.
 */
export function useScrollToAnchor(id: string, ready: boolean): void {
  const hash = useRouterState({ select: (state) => state.location.hash });
  useEffect(() => {
    if (!ready || hash.replace(/^#/, "") !== id) return;
    document.getElementById(id)?.scrollIntoView({ block: "start" });
  }, [hash, id, ready]);
}
