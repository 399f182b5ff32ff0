import type { ReservationStatus } from "../schemas/reservation-status.ts";

/** The change cut-off a restaurant may set, in hours before the start, and its default. */
export const CHANGE_CUTOFF_HOURS = { min: 0, max: 72, default: 2 } as const;

/** The `code` of the refusals of a guest's own change (409). */
export const guestChangeErrorCodes = {
  /** Closer to the start than the restaurant's change cut-off: the guest calls instead. */
  changeCutoff: "change_cutoff",
} as const;

const HOUR_MS = 3_600_000;

/** Statuses a guest may still change from their mail's link: the booking stands and nobody arrived yet. */
const changeable: ReadonlySet<ReservationStatus> = new Set(["pending", "confirmed"]);

/**
 * Whether the guest may change their booking themselves now: while it is pending or confirmed, and more
 * than `changeCutoffHours` before it starts (at a cut-off of 0, until it starts). The cut-off is measured
 * from the booking as it stands, so a guest cannot move a booking that starts in an hour by asking for a
 * later day.
 */
export function guestCanChange(
  reservation: { status: ReservationStatus; startsAt: Date | null },
  now: Date,
  changeCutoffHours: number,
): boolean {
  if (!changeable.has(reservation.status) || reservation.startsAt === null) return false;
  return now.getTime() < reservation.startsAt.getTime() - changeCutoffHours * HOUR_MS;
}
