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
 * the stay for its party size by `stayDurations` (the restaurant's configuration) when given,
 * else 120 minutes. Time zone defaults to Europe/Berlin.
 */
export interface TableFloorStateOptions {
  durationMinutes?: number | null;
  stayDurations?: StayDurationsConfig | null;
  timeZone?: string;
  /**
   * The moment the plan shows: now when left out, or a later time of the day to look ahead to. A moment
   * before now shows now: the statuses tell the present, not how the tables stood an hour ago.
   */
  at?: Date | null;
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

/**
 * The stay of a reservation as the floor plan reads it (see `TableFloorStateOptions`): its start and end
 * instants in epoch ms, or null when its date is invalid.
 */
export function reservationStayWindow(
  reservation: FloorPlanReservationLike,
  options: TableFloorStateOptions = {},
): { start: number; end: number } | null {
  const start = reservationStartInstant(
    reservation,
    options.timeZone ?? DEFAULT_RESTAURANT_TIME_ZONE,
  )?.getTime();
  return start === undefined ? null : { start, end: start + stayMs(reservation, start, options) };
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
 * What a reservation means for its tables at the moment shown: its guest sits there (`seated`), waits at
 * the door (`arrived`), its stay runs by the clock (`running`) or starts within one stay (`upcoming`).
 */
export type TableMomentRole = "seated" | "arrived" | "running" | "upcoming";

/** Which role colours a table when several reservations meet there: a guest seated, then one waiting, then the clock. */
const roleRank: Readonly<Record<TableMomentRole, number>> = {
  seated: 4,
  arrived: 3,
  running: 2,
  upcoming: 1,
};

/** The colour of each role. */
const stateOfRole: Readonly<Record<TableMomentRole, TableFloorState>> = {
  seated: "occupied",
  arrived: "arrived",
  running: "occupied",
  upcoming: "reserved",
};

/**
 * The role of one reservation at the moment shown (`options.at`, at least `now`), or null when it holds no
 * table then. Now, a seated guest holds the table whatever the clock says (a guest may stay longer or sit
 * down early) and so does one waiting at the door; looking ahead, both hold it until the stay's end. Other
 * reservations hold it by the clock: running from the start (inclusive) to the end (exclusive, see
 * `TableFloorStateOptions`), upcoming when starting after the moment and at most its stay ahead. Cancelled
 * ones, no-shows and guests who left (`completed`) hold nothing; an invalid date holds nothing by the clock.
 */
export function reservationMomentRole(
  reservation: FloorPlanReservationLike,
  now: Date,
  options: TableFloorStateOptions = {},
): TableMomentRole | null {
  const { status } = reservation;
  if (!reservationHoldsTables(status) || status === "completed") return null;
  const nowMs = now.getTime();
  const atMs = Math.max(options.at?.getTime() ?? nowMs, nowMs);
  const present = atMs === nowMs;
  const visit = status === "seated" || status === "arrived" ? status : null;
  if (visit && present) return visit;
  const start = reservationStartInstant(
    reservation,
    options.timeZone ?? DEFAULT_RESTAURANT_TIME_ZONE,
  )?.getTime();
  if (start === undefined) return null;
  const durationMs = stayMs(reservation, start, options);
  if (visit) return atMs < start + durationMs ? visit : null;
  if (start <= atMs && atMs < start + durationMs) return "running";
  if (atMs < start && start <= atMs + durationMs) return "upcoming";
  return null;
}

/** A table at the moment shown: its colour and the reservation that gives it (null when available). */
export interface TableMoment<R extends FloorPlanReservationLike> {
  state: TableFloorState;
  reservation: R | null;
}

/**
 * The table at the moment shown (`options.at`, else now) and the reservation that colours it: the one
 * whose role ranks highest (`reservationMomentRole`), among equals the one starting first (the next
 * guest of an upcoming pair). Available with none when no reservation holds the table then.
 */
export function tableMoment<R extends FloorPlanReservationLike>(
  table: FloorPlanTableLike,
  reservations: readonly R[],
  now: Date,
  options: TableFloorStateOptions = {},
): TableMoment<R> {
  const tableId = table._id ?? table.id;
  let best: { role: TableMomentRole; reservation: R; start: number } | null = null;
  if (!tableId) return { state: "available", reservation: null };
  for (const reservation of reservations) {
    if (!reservationUsesTable(reservation, tableId)) continue;
    const role = reservationMomentRole(reservation, now, options);
    if (role === null) continue;
    const start = reservationStartInstant(reservation, options.timeZone)?.getTime() ?? 0;
    const better =
      best === null ||
      roleRank[role] > roleRank[best.role] ||
      (roleRank[role] === roleRank[best.role] && start < best.start);
    if (better) best = { role, reservation, start };
  }
  return best
    ? { state: stateOfRole[best.role], reservation: best.reservation }
    : { state: "available", reservation: null };
}

/**
 * The state of a table at the moment shown (`options.at`, else `now`; see `reservationMomentRole`):
 * occupied while a guest sits there or a stay runs, arrived while its guest waits at the door, reserved
 * when a stay starts within one stay's length, else available.
 */
export function tableFloorState(
  table: FloorPlanTableLike,
  reservations: readonly FloorPlanReservationLike[],
  now: Date,
  options: TableFloorStateOptions = {},
): TableFloorState {
  return tableMoment(table, reservations, now, options).state;
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
