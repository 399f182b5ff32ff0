import {
  slotUnavailableReasonLabels,
  widgetDialogTextsEn,
  widgetLaterTextsEn,
  widgetStartTextsEn,
} from "@tischservice/core/texts";
import type { LaterWords, StartWords } from "./words.ts";

/**
 * The widget's English words (core's English catalogue and the widget's own): widget.js loads this module
 * only for an English widget (`loadEnglish` in widget/texts.ts).
 */
export const start: StartWords = {
  ...widgetStartTextsEn,
  availableMark: `✓ ${widgetStartTextsEn.slotAvailable}`,
  unavailableMark: `✗ ${widgetStartTextsEn.slotUnavailable}`,
  previousMonth: "Previous month",
  nextMonth: "Next month",
  closedMark: "closed",
  weekdays: ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"],
  slotsFound: (count) => (count === 1 ? "1 time available" : `${count} times available`),
  reasons: {
    [slotUnavailableReasonLabels.fullyBooked]: "Fully booked",
    [slotUnavailableReasonLabels.noFittingTables]: "No suitable tables",
    [slotUnavailableReasonLabels.past]: "Past",
    [slotUnavailableReasonLabels.closed]: "Closed",
  },
};

/** The dialog's words. */
export const dialog = widgetDialogTextsEn;

export const later: LaterWords = {
  ...widgetLaterTextsEn,
  nameRequired: "Please enter a name for the reservation.",
  emailInvalid: "Please enter a valid email address.",
  consentRequired: "Please agree to the use of your details.",
  timeInvalid: "Please enter a valid time in the format HH:MM.",
  bookingFailed: (message) => `Error: ${message}`,
  bookingNumber: "Reservation number",
  refusals: {
    online_booking_unavailable: "Unfortunately, online booking is not possible. Please call us.",
    beyond_horizon: "Online bookings are not possible this far ahead. Please choose an earlier date.",
    same_day_closed: "We are no longer taking online bookings for today.",
    pacing_full: "Enough guests are already arriving at this time. Please choose another time.",
    online_capacity_reached: "No more seats are available for online bookings at this time.",
  },
};
