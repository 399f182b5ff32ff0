import { useRouterState } from "@tanstack/react-router";
import { type RefObject, useEffect } from "react";

/** Room left above a card that is scrolled to, below the sticky header. */
const GAP_PX = 16;

/** The page's sticky (or fixed) header, if it has one. */
function stickyHeader(): HTMLElement | null {
  for (const header of document.querySelectorAll("header")) {
    const { position } = getComputedStyle(header);
    if (position === "sticky" || position === "fixed") return header;
  }
  return null;
}

/** What tells that the user moves the page themselves: from then on the page is theirs. */
const userScrollEvents = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * Scrolls to the card the URL's hash names (`/settings#oeffnungszeiten`) once the cards are rendered: the
 * router's own hash scroll comes too early when the settings are still loading. The cards keep their title
 * clear of the sticky header through `--settings-scroll-margin` (their `scroll-margin-top`), set here from
 * the header's height. The header can still change height after the scroll (a line of it wrapping on a
 * phone, or unwrapping, as the restaurant's data arrives): until the user moves the page, the margin follows
 * it and the card is placed again, so its title neither slides under the header nor drifts down.
 */
export function useScrollToHash(container: RefObject<HTMLElement | null>): void {
  // useRouterState, not useLocation: the shell already ships it.
  const hash = useRouterState({ select: (state) => state.location.hash });
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const header = stickyHeader();
    const setMargin = () => {
      const height = header ? Math.ceil(header.getBoundingClientRect().height) : 0;
      root.style.setProperty("--settings-scroll-margin", `${height + GAP_PX}px`);
    };
    setMargin();
    const id = hash.replace(/^#/, "");
    const target = id ? document.getElementById(id) : null;
    if (!target || !root.contains(target)) return;
    target.scrollIntoView({ block: "start" });
    if (!header) return;
    const observer = new ResizeObserver(() => {
      setMargin();
      target.scrollIntoView({ block: "start" });
    });
    observer.observe(header);
    const stop = () => {
      observer.disconnect();
      for (const type of userScrollEvents) window.removeEventListener(type, stop);
    };
    for (const type of userScrollEvents) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [hash, container]);
}
