import {
  assignTables,
  type BookingChannel,
  bookingAnswerTexts,
  bookingConflictTexts,
  bookingErrorCodes,
  canBookOnline,
  type DaySlot,
  enquiryErrorCodes,
  enquiryTexts,
  SLOT_STATUS_TEXTS,
  slotLimitRefusal,
} from "@tischservice/core";
import type { Restaurant } from "../auth/access.ts";
import type { DayInputs } from "../availability/day-inputs.ts";
import { daySlotsOf } from "../availability/day-slots.ts";
import { requireOnlineDay } from "../availability/online-limits.ts";
import { conflict } from "../lib/errors.ts";

export const bookingMessages = {
  slotTaken: bookingConflictTexts.slotTaken,
  noFittingTables: bookingConflictTexts.noFittingTables,
  ...bookingAnswerTexts,
} as const;

export interface StayRequest {
  restaurant: Restaurant;
  reservationDate: string;
  timeSlot: string;
  numberOfGuests: number;
  channel: BookingChannel;
  now: Date;
}

/** Where a booking will sit: its stay's instants and the tables core's rule gives it. */
export interface BookableStay {
  startsAt: Date;
  endsAt: Date;
  tableIds: string[];
}

/**
 * The slot of the request's time as the channel sees the day: the restaurant open that day, the time on
 * its grid and not past (for guests, also not inside the lead time). A German 409 with its code otherwise.
 */
export function offeredSlot(inputs: DayInputs, request: StayRequest): DaySlot {
  // The inputs are the request's day, read for its restaurant.
  const day = daySlotsOf(inputs, request.numberOfGuests, request.now, request.channel);
  if (day.closed) throw conflict(bookingMessages.closed, { code: bookingErrorCodes.closed });
  const slot = day.slots.find((candidate) => candidate.time === request.timeSlot);
  if (!slot) throw conflict(bookingMessages.notOffered, { code: bookingErrorCodes.slotNotOffered });
  if (slot.status === SLOT_STATUS_TEXTS.past) {
    throw conflict(bookingMessages.past, { code: bookingErrorCodes.slotPast });
  }
  return slot;
}

/**
 * Checks a stay as a new booking of the channel, on the day's inputs read under the day's lock: a guest's
 * party within the online limit (else the enquiry, 409), the day within the restaurant's horizon and
 * cut-off, a slot the restaurant offers (open, on its grid, not past) that pacing and the online seat share
 * still allow, and free tables by core's rule (defined combinations, no "Nur intern" tables online).
 * Staff are held only by the opening hours and free tables. Every refusal is a German 409 with its code.
 */
export function bookableStay(inputs: DayInputs, request: StayRequest): BookableStay {
  const { restaurant } = request;
  if (request.channel === "public" && !canBookOnline(request.numberOfGuests, inputs.maxOnlinePartySize)) {
    throw conflict(enquiryTexts.partyNeedsEnquiry(inputs.maxOnlinePartySize), {
      code: enquiryErrorCodes.enquiryRequired,
      maxOnlinePartySize: inputs.maxOnlinePartySize,
    });
  }
  if (request.channel === "public") {
    requireOnlineDay(restaurant, inputs.limits, request.reservationDate, request.now);
  }
  const slot = offeredSlot(inputs, request);
  if (slot.status === SLOT_STATUS_TEXTS.noFittingTables) {
    throw conflict(bookingMessages.noFittingTables, { code: bookingErrorCodes.noFittingTables });
  }
  const limitRefusal = slotLimitRefusal(slot.status);
  if (limitRefusal) throw conflict(limitRefusal.message, { code: limitRefusal.code });
  // A defined combination books every table in it; online bookings never get "Nur intern" tables.
  const assignment = assignTables({
    tables: inputs.tables,
    combinations: inputs.combinations,
    channel: request.channel,
    reservations: inputs.reservations,
    partySize: request.numberOfGuests,
    date: request.reservationDate,
    time: request.timeSlot,
    stayDurations: inputs.stayDurations,
    timeZone: restaurant.timeZone,
  });
  if (!slot.available || !assignment) {
    throw conflict(bookingMessages.slotTaken, { code: bookingErrorCodes.slotTaken });
  }
  return { startsAt: new Date(slot.startsAt), endsAt: new Date(slot.endsAt), tableIds: assignment.tableIds };
}
