/** The longest reason staff may write for a block (one or two sentences). */
export const GUEST_BLOCK_REASON_MAX_LENGTH = 200;

/** The automatic block's threshold: after 1 to 20 no-shows; null (the default) leaves it off. */
export const AUTO_BLOCK_NO_SHOWS_MIN = 1;
export const AUTO_BLOCK_NO_SHOWS_MAX = 20;

/** The thresholds the settings offer (the API accepts any whole number from 1 to 20). */
export const AUTO_BLOCK_NO_SHOWS_OPTIONS = [2, 3, 4, 5, 6, 8, 10] as const;

/** What the automatic block reads: the restaurant's threshold and the guest's state after the no-show. */
export interface AutoBlockInput {
  /** `autoBlockNoShows` of the restaurant; null: off. */
  threshold: number | null;
  /** The guest's no-shows at the restaurant, the one just marked included. */
  noShows: number;
  /** Whether the guest is blocked already (a block staff set or lifted by hand is not touched again). */
  blocked: boolean;
}

/**
 * Whether a guest is to be blocked now, right after staff marked a no-show: the restaurant asks for it,
 * the guest is not blocked yet and has reached the threshold. Reaching it, not passing it: a guest whom
 * staff unblocked by hand stays unblocked until the next no-show after that.
 */
export function shouldAutoBlockGuest(input: AutoBlockInput): boolean {
  if (input.threshold === null || input.blocked) return false;
  return input.noShows >= input.threshold;
}

/** Whether a stored threshold is one the settings may save (a whole number from 1 to 20, or null). */
export function isAutoBlockNoShows(value: unknown): value is number | null {
  return (
    value === null ||
    (typeof value === "number" &&
      Number.isInteger(value) &&
      value >= AUTO_BLOCK_NO_SHOWS_MIN &&
      value <= AUTO_BLOCK_NO_SHOWS_MAX)
  );
}
