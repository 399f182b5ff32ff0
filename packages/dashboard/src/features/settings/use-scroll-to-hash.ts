import { useRouterState } from "@tanstack/react-router";
import { type RefObject, useEffect } from "react";

/** Room left above a card that is scrolled to, below the sticky header. */
const GAP_PX = 16;

/** The height of the page's sticky (or fixed) header, 0 without one. */
function stickyHeaderHeight(): number {
  for (const header of document.querySelectorAll("header")) {
    const { position } = getComputedStyle(header);
    if (position === "sticky" || position === "fixed") return header.getBoundingClientRect().height;
  }
  return 0;
}

/**
 * Scrolls to the card the URL's hash names (`/settings#oeffnungszeiten`) once the cards are rendered: the
 * router's own hash scroll comes too early when the settings are still loading. The cards keep their title
 * clear of the sticky header through `--settings-scroll-margin` (their `scroll-margin-top`), set here from
 * the header's height, which grows when the header wraps on a phone.
 */
export function useScrollToHash(container: RefObject<HTMLElement | null>): void {
  // useRouterState, not useLocation: the shell already ships it.
  const hash = useRouterState({ select: (state) => state.location.hash });
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    root.style.setProperty("--settings-scroll-margin", `${Math.ceil(stickyHeaderHeight()) + GAP_PX}px`);
    const id = hash.replace(/^#/, "");
    const target = id ? document.getElementById(id) : null;
    if (target && root.contains(target)) target.scrollIntoView({ block: "start" });
  }, [hash, container]);
}
