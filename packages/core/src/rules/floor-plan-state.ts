import { DEFAULT_RESERVATION_DURATION_MINUTES } from "./constants.ts";
import {
  type ReservationGuestsLike,
  type ReservationWhenLike,
  reservationGuestsOf,
  reservationHoldsTables,
  reservationStartInstant,
} from "./reservation-fields.ts";
import { type StayDurationsConfig, stayMinutesFor } from "./stay-durations.ts";
import { DEFAULT_RESTAURANT_TIME_ZONE } from "./wire-date.ts";

/** What the floor plan reads from a reservation. */
export interface FloorPlanReservationLike extends ReservationWhenLike, ReservationGuestsLike {
  status?: string | null;
  /** The end stored at booking (ISO instant); it wins over any configured duration. */
  endsAt?: string | Date | null;
  tableId?: string | null;
  tableIds?: readonly (string | null | undefined)[] | null;
}

/** What the floor plan reads from a table (`_id`, alternatively `id`). */
export interface FloorPlanTableLike {
  _id?: string | null;
  id?: string | null;
}

/**
 * The colour state of a table: available, reserved, arrived (the guest of its reservation waits at the
 * door) or occupied.
 */
export type TableFloorState = "available" | "reserved" | "arrived" | "occupied";

/**
 * Options of the table states. A reservation's stay: its stored end, else `durationMinutes` when given, else
 * the stay for its party size by `stayDurations` (the restaurant's configuration, issue 20) when given,
 * else 120 minutes. Time zone defaults to Europe/Berlin.
 */
export interface TableFloorStateOptions {
  durationMinutes?: number | null;
  stayDurations?: StayDurationsConfig | null;
  timeZone?: string;
}

function stayMs(
  reservation: FloorPlanReservationLike,
  start: number,
  options: TableFloorStateOptions,
): number {
  const end = reservation.endsAt ? new Date(reservation.endsAt).getTime() : Number.NaN;
  if (end > start) return end - start;
  const minutes =
    options.durationMinutes == null && options.stayDurations
      ? stayMinutesFor(options.stayDurations, reservationGuestsOf(reservation))
      : reservationDurationMinutes({ reservationDuration: options.durationMinutes });
  return minutes * 60_000;
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
 * The state of a table at `now`: occupied while a guest sits there (`seated`, whatever the clock says: a
 * guest may stay longer or sit down early); arrived while the guest of its reservation waits at the door;
 * occupied while now lies within a reservation holding tables (not cancelled, not a no-show)'s start
 * (inclusive) to its end (exclusive, see `TableFloorStateOptions`); reserved when one starts after now and
 * at most its stay ahead; else available. A guest who left (`completed`) holds nothing any more. A seated
 * guest wins over one waiting, who wins over the clock. Reservations with an invalid date are ignored; a
 * missing time slot means the start of the day.
 */
export function tableFloorState(
  table: FloorPlanTableLike,
  reservations: readonly FloorPlanReservationLike[],
  now: Date,
  options: TableFloorStateOptions = {},
): TableFloorState {
  const tableId = table._id ?? table.id;
  if (!tableId) return "available";
  const timeZone = options.timeZone ?? DEFAULT_RESTAURANT_TIME_ZONE;
  const nowMs = now.getTime();
  let state: TableFloorState = "available";
  let arrived = false;
  for (const reservation of reservations) {
    if (!reservationHoldsTables(reservation.status) || !reservationUsesTable(reservation, tableId)) continue;
    if (reservation.status === "completed") continue;
    if (reservation.status === "seated") return "occupied";
    if (reservation.status === "arrived") {
      arrived = true;
      continue;
    }
    const start = reservationStartInstant(reservation, timeZone)?.getTime();
    if (start === undefined) continue;
    const durationMs = stayMs(reservation, start, options);
    if (start <= nowMs && nowMs < start + durationMs) state = "occupied";
    else if (state === "available" && nowMs < start && start <= nowMs + durationMs) state = "reserved";
  }
  return arrived ? "arrived" : state;
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

/** The statuses the table dialog's badge shows as they are; anything else reads Ausstehend. */
const badgeStatuses = ["confirmed", "arrived", "seated", "completed", "no_show"] as const;

/**
 * The reservation badge key in the table dialog: confirmed shows Bestätigt, the visit's steps Angekommen,
 * Platziert, Abgeschlossen, a no-show Nicht erschienen, anything else Ausstehend.
 */
export function floorPlanReservationBadge(
  status: string | null | undefined,
): (typeof badgeStatuses)[number] | "pending" {
  return badgeStatuses.find((known) => known === status) ?? "pending";
}
