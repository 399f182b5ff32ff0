import { type BookedReservation, buildTableOccupancy } from "./availability/table-occupancy.ts";
import type { AvailabilityTable } from "./availability/table-order.ts";
import {
  type FloorPlanReservationLike,
  reservationStayWindow,
  type TableFloorStateOptions,
} from "./floor-plan-state.ts";
import { reservationHoldsTables } from "./reservation-fields.ts";
import {
  DEFAULT_ONLINE_SEAT_SHARE,
  ONLINE_SEAT_SHARE_MAX,
  type OnlineSeatShareMoment,
  onlineSeatShareAt,
} from "./seat-share.ts";

export interface FloorPlanSeatShareInput {
  tables: readonly AvailabilityTable[];
  /** The reservations the floor plan loaded (any channel, any status). */
  reservations: readonly FloorPlanReservationLike[];
  now: Date;
  /** The moment the plan shows; now when left out or earlier. */
  at?: Date | null;
  /** The restaurant's `onlineSeatShare`; the default (100 %) when not loaded or never saved. */
  sharePercent: number | null | undefined;
  stayDurations?: TableFloorStateOptions["stayDurations"];
  timeZone?: string;
}

function tableIdsOf(reservation: FloorPlanReservationLike): string[] {
  const ids = (reservation.tableIds ?? []).filter((id): id is string => Boolean(id));
  if (ids.length > 0) return ids;
  return reservation.tableId ? [reservation.tableId] : [];
}

/**
 * The online share of the seats at the moment the floor plan shows, or null when there is nothing held
 * back from online bookings (share of 100 % and no "Nur intern" table). Each reservation holds its tables
 * for the stay the plan colours it by (stored end, else the stay for its party size); a guest who sits or
 * waits at the door now holds them now even past that end, and guests who left hold nothing. The counting
 * itself is the booking rule's (`onlineSeatShareAt`).
 */
export function floorPlanSeatShare(input: FloorPlanSeatShareInput): OnlineSeatShareMoment | null {
  const share = input.sharePercent ?? DEFAULT_ONLINE_SEAT_SHARE;
  const nowMs = input.now.getTime();
  const atMs = Math.max(input.at?.getTime() ?? nowMs, nowMs);
  const options = { stayDurations: input.stayDurations ?? null, timeZone: input.timeZone };
  const booked: BookedReservation[] = [];
  for (const reservation of input.reservations) {
    const { status } = reservation;
    if (!reservationHoldsTables(status) || status === "completed") continue;
    const window = reservationStayWindow(reservation, options);
    if (!window) continue;
    // Early or late by the clock, a guest on site holds the tables now (as the plan's colours say).
    const onSiteNow = (status === "seated" || status === "arrived") && atMs === nowMs;
    booked.push({
      startsAt: new Date(onSiteNow ? Math.min(window.start, nowMs) : window.start),
      endsAt: new Date(onSiteNow ? Math.max(window.end, nowMs + 1) : window.end),
      tableIds: tableIdsOf(reservation),
    });
  }
  const occupancy = buildTableOccupancy(input.tables, booked, { timeZone: input.timeZone });
  const moment = onlineSeatShareAt(occupancy, atMs, share);
  if (moment.sharePercent >= ONLINE_SEAT_SHARE_MAX && moment.internalTables === 0) return null;
  return moment;
}
