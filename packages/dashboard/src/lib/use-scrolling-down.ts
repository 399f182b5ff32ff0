import { useEffect, useState } from "react";

/** Scrolls smaller than this (a finger's jitter) change nothing. */
const JITTER_PX = 8;

/**
 * True while the visitor scrolls the page down, reading what lies under floating controls; false again
 * as soon as they scroll up or are back at the top.
 */
export function useScrollingDown(): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y <= JITTER_PX) setDown(false);
      else if (Math.abs(y - last) >= JITTER_PX) setDown(y > last);
      else return;
      last = y;
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return down;
}
