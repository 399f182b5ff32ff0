import { bookingLimitSlotLabels, bookingLimitTexts } from "../texts/booking-limits.ts";
import type { TableOccupancy } from "./availability/table-occupancy.ts";
import {
  DEFAULT_BOOKING_HORIZON_DAYS,
  germanDate,
  isBeyondHorizon,
  isSameDayClosed,
  lastBookableDate,
} from "./booking-horizon.ts";
import { type Pacing, type PacingArrival, pacingExcess } from "./pacing.ts";
import { DEFAULT_ONLINE_SEAT_SHARE, withinOnlineSeatShare } from "./seat-share.ts";

/** The `code` of the refusals of online bookings by the restaurant's limits (409). */
export const bookingLimitErrorCodes = {
  /** A booking, waitlist entry or enquiry for a day past the booking horizon. */
  beyondHorizon: "beyond_horizon",
  /** A booking for today after the restaurant's same-day cut-off. */
  sameDayClosed: "same_day_closed",
  /** A booking whose arrival window already has the guests or bookings the pacing allows. */
  pacingFull: "pacing_full",
  /** A booking that would take online bookings past their share of the seats. */
  onlineCapacityReached: "online_capacity_reached",
} as const;
export type BookingLimitErrorCode = (typeof bookingLimitErrorCodes)[keyof typeof bookingLimitErrorCodes];

/** What the restaurant limits online bookings by; staff are never limited by it. */
export interface OnlineBookingLimits {
  /** Days ahead guests may book (1–730). */
  bookingHorizonDays: number;
  /** "HH:MM" restaurant time after which online bookings for today close; null or "" for none. */
  sameDayCutoff: string | null;
  pacing: Pacing | null;
  /** Percent of the seats online bookings may fill at one moment (10–100). */
  onlineSeatShare: number;
  /** The day's reservations (any channel) that pacing counts. */
  arrivals: readonly PacingArrival[];
}

/** No limit beyond the defaults: what a restaurant that never saved its capacity settings gets. */
export const DEFAULT_ONLINE_BOOKING_LIMITS: OnlineBookingLimits = {
  bookingHorizonDays: DEFAULT_BOOKING_HORIZON_DAYS,
  sameDayCutoff: null,
  pacing: null,
  onlineSeatShare: DEFAULT_ONLINE_SEAT_SHARE,
  arrivals: [],
};

export interface BookingLimitRefusal {
  code: BookingLimitErrorCode;
  message: string;
}

/**
 * Why guests may not book `date` online at all, or null: beyond the horizon („… bis zum 28.05.2027 …“), or
 * today after the cut-off (with the restaurant's phone, so the guest can call instead).
 */
export function onlineDayRefusal(
  date: string,
  now: Date,
  limits: Pick<OnlineBookingLimits, "bookingHorizonDays" | "sameDayCutoff">,
  timeZone: string,
  phone?: string | null,
): BookingLimitRefusal | null {
  if (isBeyondHorizon(date, now, limits.bookingHorizonDays, timeZone)) {
    const lastDay = germanDate(lastBookableDate(now, limits.bookingHorizonDays, timeZone));
    return { code: bookingLimitErrorCodes.beyondHorizon, message: bookingLimitTexts.beyondHorizon(lastDay) };
  }
  if (isSameDayClosed(date, now, limits.sameDayCutoff, timeZone)) {
    return { code: bookingLimitErrorCodes.sameDayClosed, message: bookingLimitTexts.sameDayClosed(phone) };
  }
  return null;
}

/**
 * Why a slot with a free table is still not offered online, or null: its arrival window is paced full, or
 * its tables would take online bookings past their share of the seats. Read as the slot's status text.
 */
export function onlineSlotLimit(
  limits: OnlineBookingLimits,
  occupancy: TableOccupancy,
  slot: { time: string; start: number; end: number; tableIds: readonly string[] },
  partySize: number,
): OnlineSlotLimitText | null {
  if (pacingExcess(limits.pacing, limits.arrivals, slot.time, partySize)) {
    return bookingLimitSlotLabels.pacingFull;
  }
  if (!withinOnlineSeatShare(occupancy, slot.tableIds, slot.start, slot.end, limits.onlineSeatShare)) {
    return bookingLimitSlotLabels.onlineCapacityReached;
  }
  return null;
}

export type OnlineSlotLimitText = (typeof bookingLimitSlotLabels)[keyof typeof bookingLimitSlotLabels];

/** The refusal of a booking whose slot carries a limit's status text, or null for any other status. */
export function slotLimitRefusal(status: string): BookingLimitRefusal | null {
  if (status === bookingLimitSlotLabels.pacingFull) {
    return { code: bookingLimitErrorCodes.pacingFull, message: bookingLimitTexts.pacingFull };
  }
  if (status === bookingLimitSlotLabels.onlineCapacityReached) {
    return {
      code: bookingLimitErrorCodes.onlineCapacityReached,
      message: bookingLimitTexts.onlineCapacityReached,
    };
  }
  return null;
}
