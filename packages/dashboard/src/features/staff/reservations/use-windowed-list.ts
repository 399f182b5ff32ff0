import { type RefObject, type UIEvent, useCallback, useLayoutEffect, useRef, useState } from "react";

export interface WindowedListOptions {
  count: number;
  /** Every row's fixed height in px. */
  rowHeight: number;
  /** Rows rendered above and below the visible ones. */
  overscan?: number;
  /** Height assumed before the container was measured. */
  initialHeight?: number;
}

export interface WindowedList {
  containerRef: RefObject<HTMLElement | null>;
  onScroll: (event: UIEvent<HTMLElement>) => void;
  /** First rendered row (inclusive). */
  start: number;
  /** Last rendered row (exclusive). */
  end: number;
  totalHeight: number;
  /** Offset of the first rendered row from the top of the list. */
  offsetTop: number;
}

/** The visible slice of a long list of fixed-height rows inside a scrolling container. */
export function windowRange(
  count: number,
  rowHeight: number,
  scrollTop: number,
  height: number,
  overscan: number,
) {
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const last = Math.ceil((Math.max(0, scrollTop) + height) / rowHeight);
  return { start: Math.max(0, first - overscan), end: Math.min(count, last + overscan) };
}

/** Renders only the rows in view (plus overscan): long lists stay smooth. No dependency needed. */
export function useWindowedList({
  count,
  rowHeight,
  overscan = 6,
  initialHeight = 600,
}: WindowedListOptions): WindowedList {
  const containerRef = useRef<HTMLElement | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(initialHeight);
  const frame = useRef<number | null>(null);

  useLayoutEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    setHeight(element.clientHeight || initialHeight);
    const observer = new ResizeObserver(() => setHeight(element.clientHeight || initialHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, [initialHeight]);

  const onScroll = useCallback((event: UIEvent<HTMLElement>) => {
    const top = event.currentTarget.scrollTop;
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      setScrollTop(top);
    });
  }, []);

  const { start, end } = windowRange(count, rowHeight, scrollTop, height, overscan);
  return { containerRef, onScroll, start, end, totalHeight: count * rowHeight, offsetTop: start * rowHeight };
}
