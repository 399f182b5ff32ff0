import {
  DAY_MODAL_DISMISS_RATIO,
  DAY_MODAL_FAST_SWIPE_DISTANCE_PX,
  DAY_MODAL_FAST_SWIPE_VELOCITY,
} from "@tischservice/core";
import { type PointerEvent, useRef, useState } from "react";

/** The day modal's rule: a drag down past 22 % of the screen, or faster than 0.5 px/ms over 50 px. */
export function shouldDismissDayModal(
  distance: number,
  velocityPxPerMs: number,
  screenHeight: number,
): boolean {
  if (distance > screenHeight * DAY_MODAL_DISMISS_RATIO) return true;
  return velocityPxPerMs > DAY_MODAL_FAST_SWIPE_VELOCITY && distance > DAY_MODAL_FAST_SWIPE_DISTANCE_PX;
}

/** Follows a downward drag of the modal's handle; closes or springs back on release. */
export function useSwipeDismiss(onDismiss: () => void) {
  const [offset, setOffset] = useState(0);
  const start = useRef<{ y: number; time: number } | null>(null);
  return {
    offset,
    handleProps: {
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        start.current = { y: event.clientY, time: event.timeStamp };
        event.currentTarget.setPointerCapture?.(event.pointerId);
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        if (start.current) setOffset(Math.max(0, event.clientY - start.current.y));
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => {
        const from = start.current;
        start.current = null;
        if (!from) return;
        const distance = event.clientY - from.y;
        const velocity = distance / Math.max(1, event.timeStamp - from.time);
        setOffset(0);
        if (shouldDismissDayModal(distance, velocity, window.innerHeight)) onDismiss();
      },
      onPointerCancel: () => {
        start.current = null;
        setOffset(0);
      },
    },
  };
}
