import { DEFAULT_RESERVATION_DURATION_MINUTES } from "./constants.ts";
import {
  type ReservationWhenLike,
  reservationHoldsTables,
  reservationStartInstant,
} from "./reservation-fields.ts";
import { DEFAULT_RESTAURANT_TIME_ZONE } from "./wire-date.ts";

/** What the floor plan reads from a reservation. */
export interface FloorPlanReservationLike extends ReservationWhenLike {
  status?: string | null;
  tableId?: string | null;
  tableIds?: readonly (string | null | undefined)[] | null;
}

/** What the floor plan reads from a table (`_id`, alternatively `id`). */
export interface FloorPlanTableLike {
  _id?: string | null;
  id?: string | null;
}

/** The colour state of a table: available, reserved or occupied. */
export type TableFloorState = "available" | "reserved" | "occupied";

/** Options of the table states; duration defaults to 120 minutes, time zone to Europe/Berlin. */
export interface TableFloorStateOptions {
  durationMinutes?: number | null;
  timeZone?: string;
}

/** The reservation duration of a configuration: `reservationDuration` when positive, else 120 minutes. */
export function reservationDurationMinutes(
  config: { reservationDuration?: number | null } | null | undefined,
): number {
  const value = config?.reservationDuration;
  return typeof value === "number" && Number.isFinite(value) && value > 0
    ? value
    : DEFAULT_RESERVATION_DURATION_MINUTES;
}

/** Whether a reservation is for a table, by `tableId` or in `tableIds` (table combinations). */
export function reservationUsesTable(reservation: FloorPlanReservationLike, tableId: string): boolean {
  return reservation.tableId === tableId || (reservation.tableIds ?? []).includes(tableId);
}

/**
 * The state of a table at `now`: occupied while now lies within a reservation holding tables (not cancelled, not a no-show)'s start
 * (inclusive) to start + duration (exclusive); reserved when one starts after now and at most
 * `duration` minutes ahead; else available. Occupied wins over reserved. Reservations with an invalid
 * date are ignored; a missing time slot means the start of the day.
 */
export function tableFloorState(
  table: FloorPlanTableLike,
  reservations: readonly FloorPlanReservationLike[],
  now: Date,
  options: TableFloorStateOptions = {},
): TableFloorState {
  const tableId = table._id ?? table.id;
  if (!tableId) return "available";
  const durationMs = reservationDurationMinutes({ reservationDuration: options.durationMinutes }) * 60_000;
  const timeZone = options.timeZone ?? DEFAULT_RESTAURANT_TIME_ZONE;
  const nowMs = now.getTime();
  let state: TableFloorState = "available";
  for (const reservation of reservations) {
    if (!reservationHoldsTables(reservation.status) || !reservationUsesTable(reservation, tableId)) continue;
    const start = reservationStartInstant(reservation, timeZone)?.getTime();
    if (start === undefined) continue;
    if (start <= nowMs && nowMs < start + durationMs) return "occupied";
    if (nowMs < start && start <= nowMs + durationMs) state = "reserved";
  }
  return state;
}

/** The states of many tables by table id (`_id`, else `id`; tables without id are left out). */
export function floorPlanTableStates(
  tables: readonly FloorPlanTableLike[],
  reservations: readonly FloorPlanReservationLike[],
  now: Date,
  options: TableFloorStateOptions = {},
): Map<string, TableFloorState> {
  const states = new Map<string, TableFloorState>();
  for (const table of tables) {
    const id = table._id ?? table.id;
    if (id) states.set(id, tableFloorState(table, reservations, now, options));
  }
  return states;
}

/** The reservation badge key in the table dialog: confirmed shows Bestätigt, anything else Ausstehend. */
export function floorPlanReservationBadge(status: string | null | undefined): "confirmed" | "pending" {
  return status === "confirmed" ? "confirmed" : "pending";
}
