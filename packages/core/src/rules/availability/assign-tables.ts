import { type StayDurationsConfig, stayMinutesFor } from "../stay-durations.ts";
import { wireTimeToMinutes } from "../wire-date.ts";
import { AVAILABILITY_DEFAULTS, wallTimeToInstant } from "./intervals.ts";
import type { TableAssignment } from "./table-assignment.ts";
import { type BookedReservation, buildTableOccupancy, findTableAssignment } from "./table-occupancy.ts";
import type { AvailabilityCombination, AvailabilityTable } from "./table-order.ts";

export interface AssignTablesInput {
  tables: readonly AvailabilityTable[];
  /** The combinations the restaurant defined; none joins tables of one room automatically. */
  combinations?: readonly AvailabilityCombination[] | null;
  /** Online bookings ("public", the default) never get "Nur intern" tables; staff may. */
  channel?: "public" | "staff";
  /** Non-cancelled reservations that may overlap the slot (read inside the booking transaction). */
  reservations: readonly BookedReservation[];
  partySize: number;
  /** Local date `YYYY-MM-DD` and start `HH:MM` of the requested slot. */
  date: string;
  time: string;
  /** Minutes for every party size; wins over `stayDurations`. */
  reservationDuration?: number;
  /** The restaurant's configuration: its stay length by party size (`stayMinutesFor`); 120 minutes when neither is given. */
  stayDurations?: StayDurationsConfig | null;
  /** IANA time zone, default Europe/Berlin. */
  timeZone?: string;
}

/**
 * The tables for one booking by the assignment rule, or null when none is free for the whole window
 * (or the time does not exist on that day). Whether the slot is open and not past is `computeDaySlots`'s
 * question; the booking transaction asks both after taking its lock.
 */
export function assignTables(input: AssignTablesInput): TableAssignment | null {
  const duration =
    input.reservationDuration ??
    (input.stayDurations
      ? stayMinutesFor(input.stayDurations, input.partySize)
      : AVAILABILITY_DEFAULTS.reservationDuration);
  const timeZone = input.timeZone ?? AVAILABILITY_DEFAULTS.timeZone;
  const minutes = wireTimeToMinutes(input.time);
  if (minutes === null || !Number.isInteger(input.partySize) || input.partySize < 1 || duration <= 0)
    return null;
  const start = wallTimeToInstant(input.date, minutes, timeZone, true);
  if (start === null) return null;
  const occupancy = buildTableOccupancy(input.tables, input.reservations, {
    timeZone,
    reservationDuration: duration,
    combinations: input.combinations,
  });
  return findTableAssignment(occupancy, start, start + duration * 60_000, input.partySize, {
    online: input.channel !== "staff",
  });
}
