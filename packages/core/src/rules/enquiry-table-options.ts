import { enquiryTexts } from "../texts/enquiries.ts";
import { enquiryInboxTexts } from "../texts/enquiry-inbox.ts";
import { wallTimeToInstant } from "./availability/intervals.ts";
import { type BookedReservation, buildTableOccupancy, isTableFree } from "./availability/table-occupancy.ts";
import { type AvailabilityTable, compareTableNumbersForAssignment } from "./availability/table-order.ts";
import type { FloorPlanReservationLike } from "./floor-plan-state.ts";
import { reservationGuestsOf, reservationStartInstant } from "./reservation-fields.ts";
import { type StayDurationsConfig, stayMinutesFor } from "./stay-durations.ts";
import { DEFAULT_RESTAURANT_TIME_ZONE, wireTimeToMinutes } from "./wire-date.ts";

/** What the accept dialog of an enquiry needs to know. */
export interface EnquiryTableOptionsInput<T extends AvailabilityTable> {
  tables: readonly T[];
  /** The restaurant's reservations (any days; those not holding tables are skipped). */
  reservations: readonly FloorPlanReservationLike[];
  /** The enquiry's day `YYYY-MM-DD` and the chosen time `HH:MM`. */
  date: string;
  timeSlot: string;
  numberOfGuests: number;
  /** The restaurant's configuration: the stay by party size (`stayMinutesFor`). */
  stayDurations?: StayDurationsConfig | null | undefined;
  timeZone?: string | undefined;
}

/** A table in the accept dialog: `free` for the party's whole stay, null while the time is not valid. */
export interface EnquiryTableOption<T extends AvailabilityTable> {
  table: T;
  free: boolean | null;
}

export interface EnquiryTableOptions<T extends AvailabilityTable> {
  /** The party's stay in minutes (the restaurant's stay durations). */
  stayMinutes: number;
  /** Whether the time is a valid `HH:MM` on that day (else no table's state is known). */
  timeValid: boolean;
  /** Every table, by table number. */
  options: EnquiryTableOption<T>[];
}

function booked(
  reservation: FloorPlanReservationLike,
  stayDurations: StayDurationsConfig | null | undefined,
  timeZone: string,
): BookedReservation | null {
  const start = reservationStartInstant(reservation, timeZone)?.getTime();
  if (start === undefined || Number.isNaN(start)) return null;
  // As on the floor plan: the end stored at booking wins; else the stay for the reservation's party size.
  const stored = reservation.endsAt ? new Date(reservation.endsAt).getTime() : Number.NaN;
  const end =
    stored > start
      ? stored
      : start + stayMinutesFor(stayDurations, reservationGuestsOf(reservation)) * 60_000;
  const tableIds = (reservation.tableIds ?? []).filter((id): id is string => typeof id === "string");
  return {
    startsAt: new Date(start),
    endsAt: new Date(end),
    tableIds,
    tableId: reservation.tableId ?? null,
    status: reservation.status ?? null,
  };
}

/**
 * The tables for accepting an enquiry at `timeSlot`: each with whether it is free for the party's whole stay
 * (the same window the API checks: the chosen time plus `stayMinutesFor` the party), read from the
 * reservations holding tables. Tables without seats are never free. The API stays the authority (409).
 */
export function enquiryTableOptions<T extends AvailabilityTable>(
  input: EnquiryTableOptionsInput<T>,
): EnquiryTableOptions<T> {
  const timeZone = input.timeZone ?? DEFAULT_RESTAURANT_TIME_ZONE;
  const stayMinutes = stayMinutesFor(input.stayDurations, input.numberOfGuests);
  const minutes = wireTimeToMinutes(input.timeSlot);
  const start = minutes === null ? null : wallTimeToInstant(input.date, minutes, timeZone);
  const sorted = [...input.tables].sort(
    (a, b) => compareTableNumbersForAssignment(a.tableNumber, b.tableNumber) || (a._id < b._id ? -1 : 1),
  );
  if (start === null) {
    return { stayMinutes, timeValid: false, options: sorted.map((table) => ({ table, free: null })) };
  }
  const reservations = input.reservations
    .map((reservation) => booked(reservation, input.stayDurations, timeZone))
    .filter((reservation): reservation is BookedReservation => reservation !== null);
  const occupancy = buildTableOccupancy(input.tables, reservations, { timeZone });
  const end = start + stayMinutes * 60_000;
  return {
    stayMinutes,
    timeValid: true,
    options: sorted.map((table) => ({ table, free: isTableFree(occupancy, table._id, start, end) })),
  };
}

/** The seats of the chosen tables together (a combination seats the sum). */
export function enquiryChosenSeats(
  options: readonly EnquiryTableOption<AvailabilityTable>[],
  chosenIds: readonly string[],
): number {
  return options
    .filter((option) => chosenIds.includes(option.table._id))
    .reduce((sum, option) => sum + option.table.seats, 0);
}

/**
 * Why an accept cannot be sent yet, or null: no valid time, no table, a chosen table taken at that time, or
 * fewer seats than guests (the API's own refusal texts).
 */
export function enquiryAcceptProblem(
  tables: EnquiryTableOptions<AvailabilityTable>,
  chosenIds: readonly string[],
  numberOfGuests: number,
): string | null {
  const { options } = tables;
  const chosen = options.filter((option) => chosenIds.includes(option.table._id));
  if (!tables.timeValid) return enquiryInboxTexts.chooseTime;
  if (chosen.length === 0) return enquiryInboxTexts.chooseTables;
  if (chosen.some((option) => option.free === false)) return enquiryTexts.tablesTaken;
  const seats = enquiryChosenSeats(options, chosenIds);
  if (seats < numberOfGuests) return enquiryTexts.tablesTooSmall(seats, numberOfGuests);
  return null;
}
