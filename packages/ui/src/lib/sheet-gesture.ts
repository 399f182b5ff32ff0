import {
  MOBILE_SHEET_CLOSE_ANIMATION_MS,
  MOBILE_SHEET_DISMISS_RATIO,
  MOBILE_SHEET_FAST_SWIPE_DISTANCE_PX,
  MOBILE_SHEET_FAST_SWIPE_VELOCITY,
} from "@tischservice/core/rules";

/** When the phone's "Mehr" sheet closes or springs back (core's constants; docs/requirements.md#layout). */
export const sheetGesture = {
  /** Share of the screen height a downward drag must pass to close. */
  closeRatio: MOBILE_SHEET_DISMISS_RATIO,
  /** A fast swipe closes when it is faster than this (px per second) ... */
  swipeVelocity: MOBILE_SHEET_FAST_SWIPE_VELOCITY,
  /** ... and longer than this (px). */
  swipeDistance: MOBILE_SHEET_FAST_SWIPE_DISTANCE_PX,
  /** Close animation in milliseconds. */
  closeDurationMs: MOBILE_SHEET_CLOSE_ANIMATION_MS,
} as const;

export interface SheetDrag {
  /** Downward distance in px (negative = upward). */
  distance: number;
  /** Downward speed at release in px per second. */
  velocity: number;
  /** Height of the screen in px. */
  screenHeight: number;
}

/** True when a released drag closes the sheet; otherwise it springs back. */
export function shouldCloseSheet({ distance, velocity, screenHeight }: SheetDrag): boolean {
  if (distance > screenHeight * sheetGesture.closeRatio) return true;
  return velocity > sheetGesture.swipeVelocity && distance > sheetGesture.swipeDistance;
}
