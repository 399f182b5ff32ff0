/** The spec's rules for the mobile "Mehr" sheet: close past 25 % of the screen height or on a fast swipe. */
export const sheetGesture = {
  /** Share of the screen height a downward drag must pass to close. */
  closeRatio: 0.25,
  /** A fast swipe closes when it is faster than this (px per second) ... */
  swipeVelocity: 50,
  /** ... and longer than this (px). */
  swipeDistance: 50,
  /** Close animation in milliseconds. */
  closeDurationMs: 250,
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
