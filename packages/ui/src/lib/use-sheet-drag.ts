import { type PointerEvent as ReactPointerEvent, useCallback, useRef, useState } from "react";
import { shouldCloseSheet } from "./sheet-gesture.ts";

export type SheetDragPhase = "idle" | "dragging" | "closing" | "returning";

/**
 * Follows a downward pointer drag and decides on release: close (the sheet keeps its position and the
 * close animation runs from there) or spring back to the top.
 */
export function useSheetDrag(onClose: () => void) {
  const [offset, setOffset] = useState(0);
  const [phase, setPhase] = useState<SheetDragPhase>("idle");
  const start = useRef<{ y: number; time: number } | null>(null);
  const last = useRef<{ y: number; time: number }>({ y: 0, time: 0 });

  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      const now = performance.now();
      start.current = { y: event.clientY, time: now };
      last.current = { y: event.clientY, time: now };
      setPhase("dragging");

      const move = (e: PointerEvent) => {
        if (!start.current) return;
        const previous = last.current;
        last.current = { y: e.clientY, time: performance.now() };
        if (last.current.time === previous.time) last.current.time = previous.time + 1;
        setOffset(Math.max(0, e.clientY - start.current.y));
      };
      const up = (e: PointerEvent) => {
        window.removeEventListener("pointermove", move);
        window.removeEventListener("pointerup", up);
        window.removeEventListener("pointercancel", up);
        const begin = start.current;
        start.current = null;
        if (!begin) return;
        const distance = e.clientY - begin.y;
        const elapsed = Math.max(1, performance.now() - begin.time);
        const velocity = (distance / elapsed) * 1000;
        if (shouldCloseSheet({ distance, velocity, screenHeight: window.innerHeight })) {
          setOffset(Math.max(0, distance));
          setPhase("closing");
          onClose();
        } else {
          setOffset(0);
          setPhase("returning");
        }
      };
      window.addEventListener("pointermove", move);
      window.addEventListener("pointerup", up);
      window.addEventListener("pointercancel", up);
    },
    [onClose],
  );

  const reset = useCallback(() => {
    setOffset(0);
    setPhase("idle");
  }, []);

  return { offset, phase, onPointerDown, reset };
}
