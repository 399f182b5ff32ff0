import {
  type BookingChannel,
  bookingErrorCodes,
  reservationEditTexts,
  stayMinutesFor,
  tablesForEdit,
} from "@tischservice/core";
import type { AppDeps } from "../app/types.ts";
import type { Restaurant } from "../auth/access.ts";
import { type DayInputs, loadDayInputs } from "../availability/day-inputs.ts";
import type { Tx } from "../db/client.ts";
import { badRequest, conflict } from "../lib/errors.ts";
import { lockRestaurantDay } from "../waitlist/holds.ts";
import { bookableStay, bookingMessages, offeredSlot } from "./bookable-stay.ts";
import type { ReservationRow } from "./reservation-dto.ts";

/** Where an edited reservation will sit: its stay's instants and its tables. */
export interface StayAfterEdit {
  startsAt: Date;
  endsAt: Date;
  tableIds: string[];
  tableNumbers: string[];
}

export interface StayEdit {
  restaurant: Restaurant;
  /** The reservation as locked, before the edit. */
  row: ReservationRow;
  date: string;
  timeSlot: string;
  guests: number;
  currentTableIds: readonly string[];
  /** Tables chosen by hand; null lets `tablesForEdit` keep or pick them. */
  chosenTableIds: readonly string[] | null;
  now: Date;
  /** "public" for the guest's own change: checked like a new online booking. Default "staff". */
  channel?: BookingChannel;
}

/**
 * A new date or time must be a slot the restaurant offers staff that day (open, on its grid, not past), as
 * for a direct booking. Answers the new stay's instants, its length by the party size.
 */
function checkedSlot(inputs: DayInputs, edit: StayEdit): { startsAt: Date; endsAt: Date } {
  const slot = offeredSlot(inputs, {
    restaurant: edit.restaurant,
    reservationDate: edit.date,
    timeSlot: edit.timeSlot,
    numberOfGuests: edit.guests,
    channel: "staff",
    now: edit.now,
  });
  return { startsAt: new Date(slot.startsAt), endsAt: new Date(slot.endsAt) };
}

/**
 * Re-checks an edited reservation like a new staff booking, inside the edit's transaction: takes the
 * restaurant-and-day lock of the old and the new day (in date order, so two moves in opposite directions
 * never wait on each other), reads the new day without the reservation's own tables, checks a new date or
 * time against the opening hours, and finds its tables (`tablesForEdit`). A party-size change alone keeps
 * the start and takes the stay length of the new size; a change of tables alone keeps the stay.
 */
export async function stayAfterEdit(deps: AppDeps, tx: Tx, edit: StayEdit): Promise<StayAfterEdit> {
  const { restaurant, row } = edit;
  if (deps.bookingLocks) {
    for (const day of [...new Set([row.reservationDate, edit.date])].sort()) {
      await lockRestaurantDay(tx, restaurant.id, day);
    }
  }
  const inputs = await loadDayInputs(tx, restaurant, edit.date, { exceptReservationId: row.id });
  const numberOf = new Map(inputs.tables.map((table) => [table._id, table.tableNumber]));
  if (edit.channel === "public") {
    // The guest's own change is a new online booking in all but its reference: every online limit holds
    // and the tables are the ones core's rule would give (never "Nur intern" ones).
    const stay = bookableStay(inputs, {
      restaurant,
      reservationDate: edit.date,
      timeSlot: edit.timeSlot,
      numberOfGuests: edit.guests,
      channel: "public",
      now: edit.now,
    });
    return { ...stay, tableNumbers: stay.tableIds.map((id) => numberOf.get(id) ?? "") };
  }
  const newTime = edit.date !== row.reservationDate || edit.timeSlot !== row.timeSlot;
  const stay = newTime
    ? checkedSlot(inputs, edit)
    : edit.guests !== row.numberOfGuests
      ? {
          startsAt: row.startsAt,
          endsAt: new Date(
            row.startsAt.getTime() + stayMinutesFor(inputs.stayDurations, edit.guests) * 60_000,
          ),
        }
      : { startsAt: row.startsAt, endsAt: row.endsAt };
  const outcome = tablesForEdit({
    occupancy: inputs.occupancy,
    currentTableIds: edit.currentTableIds,
    chosenTableIds: edit.chosenTableIds,
    partySize: edit.guests,
    start: stay.startsAt.getTime(),
    end: stay.endsAt.getTime(),
  });
  switch (outcome.kind) {
    case "unknown":
      throw badRequest(reservationEditTexts.tablesUnknown);
    case "too_small":
      throw conflict(reservationEditTexts.tablesTooSmall(outcome.seats, edit.guests), {
        code: bookingErrorCodes.noFittingTables,
      });
    case "no_fitting":
      throw conflict(bookingMessages.noFittingTables, { code: bookingErrorCodes.noFittingTables });
    case "taken":
      throw conflict(edit.chosenTableIds ? reservationEditTexts.tablesTaken : bookingMessages.slotTaken, {
        code: bookingErrorCodes.slotTaken,
      });
  }
  return {
    ...stay,
    tableIds: outcome.tableIds,
    tableNumbers: outcome.tableIds.map((id) => numberOf.get(id) ?? ""),
  };
}
