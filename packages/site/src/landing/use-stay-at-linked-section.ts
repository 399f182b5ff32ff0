import { useEffect, useLayoutEffect, useRef } from "react";

const visitorMoves = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/** The section a link named (`/#demo`), if the page has one. */
function linkedSection(): HTMLElement | null {
  const id = decodeURIComponent(window.location.hash.slice(1));
  return id ? document.getElementById(id) : null;
}

/**
 * Keeps a visitor who came by a link to a section (`/#demo`, `/#support`) at that section when content
 * above it arrives later and makes the page taller (the partner list replacing its loading cards).
 * While the page loads, the browser's jump to the section glides (`scroll-behavior: smooth` in
 * styles.css) towards where the section was when it began, so it would end short. Once the content is in
 * (`changed`), the section is scrolled to again: smoothly, which retargets that glide (an instant scroll
 * does not end it in Chromium: the glide goes on from the new place), or at once for reduced motion,
 * where nothing glides. Only while the visitor has not moved themselves (wheel, touch, key, pointer).
 */
export function useStayAtLinkedSection(changed: boolean): void {
  const stay = useRef(false);
  useEffect(() => {
    if (!linkedSection()) return;
    stay.current = true;
    const moved = () => {
      stay.current = false;
    };
    for (const type of visitorMoves)
      window.addEventListener(type, moved, { passive: true, capture: true, once: true });
    return () => {
      for (const type of visitorMoves) window.removeEventListener(type, moved, { capture: true });
    };
  }, []);
  useLayoutEffect(() => {
    if (!changed || !stay.current) return;
    stay.current = false;
    const glide = window.matchMedia("(prefers-reduced-motion: no-preference)").matches;
    linkedSection()?.scrollIntoView({ block: "start", behavior: glide ? "smooth" : "instant" });
  }, [changed]);
}
