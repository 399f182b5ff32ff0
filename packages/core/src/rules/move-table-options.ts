import { compareTableNumbersForAssignment } from "./availability/table-order.ts";
import {
  type FloorPlanReservationLike,
  reservationStayWindow,
  reservationUsesTable,
  type TableFloorStateOptions,
} from "./floor-plan-state.ts";
import { reservationGuestsOf, reservationHoldsTables } from "./reservation-fields.ts";

/** What the choice of another table reads from a table. */
export interface MoveTableLike {
  _id: string;
  seats: number;
  tableNumber?: string | null;
}

/** What the choice reads from a reservation: the floor plan's fields and its id. */
export interface MoveReservationLike extends FloorPlanReservationLike {
  _id: string;
  /** When the guest left (`completed`): the table was theirs until then. */
  completedAt?: string | Date | null;
}

/** The instant a completed visit ended, in epoch ms, or null when unknown. */
function completedMs(reservation: MoveReservationLike): number | null {
  if (!reservation.completedAt) return null;
  const ms = new Date(reservation.completedAt).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/**
 * The tables a reservation may move to: each other table that seats the party alone and is free for the
 * reservation's whole stay, the closest fit first (fewest seats, then by number). Free means no other
 * reservation that holds tables (not cancelled, not a no-show) overlaps the stay there: a guest who left
 * held the table until they left, a guest seated past the planned end holds it until the visit is closed
 * (as for seating a walk-in). The server checks the move again under its lock.
 */
export function moveTableOptions<T extends MoveTableLike>(
  tables: readonly T[],
  reservations: readonly MoveReservationLike[],
  moving: MoveReservationLike,
  now: Date,
  options: TableFloorStateOptions = {},
): T[] {
  const stay = reservationStayWindow(moving, options);
  if (!stay) return [];
  const guests = reservationGuestsOf(moving);
  const busy = (tableId: string) =>
    reservations.some((other) => {
      if (other._id === moving._id || !reservationUsesTable(other, tableId)) return false;
      if (!reservationHoldsTables(other.status)) return false;
      const window = reservationStayWindow(other, options);
      if (!window) return false;
      // A guest who left held the table until then: a stay that began before still overlaps that visit.
      if (other.status === "completed") {
        const left = completedMs(other);
        return left !== null && window.start < stay.end && stay.start < Math.min(left, window.end);
      }
      // A guest who sits on past the planned end holds the table until staff close the visit.
      const overstaying = other.status === "seated" && window.end <= now.getTime();
      const end = overstaying ? Number.POSITIVE_INFINITY : window.end;
      return window.start < stay.end && stay.start < end;
    });
  return tables
    .filter((table) => !reservationUsesTable(moving, table._id) && table.seats >= guests && !busy(table._id))
    .sort(
      (a, b) =>
        a.seats - b.seats || compareTableNumbersForAssignment(a.tableNumber ?? "", b.tableNumber ?? ""),
    );
}
