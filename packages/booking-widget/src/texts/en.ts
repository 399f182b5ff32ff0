import { slotUnavailableReasonLabels } from "@tischservice/core/texts";
import type { DialogWords, LaterWords, StartWords } from "./words.ts";

// The widget's English words, in a module of their own: widget.js loads it only for an English widget
// (`loadEnglish` in widget/texts.ts).

/** The start screen's English words. */
export const start: StartWords = {
  floatingButton: "Reserve a table",
  restaurantHeading: (restaurantName) => `Reserve a table at ${restaurantName}`,
  loading: "Loading...",
  dateLabel: "Date",
  guestsLabel: "Guests",
  guestCount: (guests) => (guests === 1 ? "1 guest" : `${guests} guests`),
  largerGroupLabel: "Larger group?",
  largerGroupPlaceholder: "e.g. 21",
  slotsHeading: "Available times",
  slotsLoading: "Loading available times...",
  slotAvailable: "Available",
  slotUnavailable: "Fully booked",
  noSlots: "No times available",
  closedDay: "The restaurant is closed on this day. Please choose another date.",
  networkError: "Connection error. Please check your internet connection and try again.",
  retry: "Try again",
  partyNeedsEnquiry: (max) =>
    `You can book online for up to ${max} guests. For larger groups, please send an enquiry.`,
  sendEnquiry: "Send enquiry",
  noTableForParty: (party) => `No table is free for ${party} on this day.`,
  joinWaitlist: "Join the waitlist",
  languageLabel: "Language",
  availableMark: "✓ Available",
  unavailableMark: "✗ Fully booked",
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

/** The dialog's English words. */
export const dialog: DialogWords = {
  dialogLabel: "Table reservation",
  close: "Close",
};

/** The later steps' English words. */
export const later: LaterWords = {
  calendarTitle: "Table reservation",
  detailsHeading: "Your details",
  nameLabel: "Name",
  emailLabel: "Email",
  phoneLabel: "Phone",
  specialRequestsLabel: "Special requests",
  specialRequestsPlaceholder: "e.g. high chair, allergies, window seat",
  requiredHint: "* Required",
  consentLabel: (restaurantName) =>
    `I agree that ${restaurantName} may use my details to handle this reservation as described in the privacy policy.`,
  privacyPolicyLink: "Privacy policy",
  summaryHeading: "Summary",
  summaryTimeLabel: "Time",
  back: "Back",
  next: "Next",
  submit: "Book now",
  submitting: "Sending...",
  successConfirmedHeading: "Reservation confirmed",
  successConfirmedText: "Your table is booked. We have sent a confirmation to your email address.",
  successPendingHeading: "Reservation requested",
  successPendingText: "Thank you! The restaurant will review your request and confirm it by email shortly.",
  addToCalendar: "Add to calendar",
  newReservation: "New reservation",
  createAccount: "Create an account to manage your reservations",
  slotTaken: "Sorry, this time slot is no longer available. Please choose another time slot.",
  noFittingTables: "No suitable tables available. Try another time or fewer guests.",
  preferredTimeLabel: "Preferred time",
  messageLabel: "Message",
  enquirySentHeading: "Enquiry sent",
  enquirySentText: "Your enquiry has been received. The restaurant will get back to you.",
  fromLabel: "From",
  toLabel: "Until",
  windowLabel: "Time window",
  windowInvalid: "The time window must not end before it starts.",
  windowHasSlots: "A table is still free in this time window. Please book it directly.",
  waitlistedHeading: "You are on the waitlist",
  waitlistedText:
    "We will write to you as soon as a table is free. The link in that email then holds the table for you for 15 minutes.",
  otherDaysHeading: "Next free times:",
  otherDaysLoading: "Looking for free times on other days...",
  otherDaysFailed: "Free times on other days could not be loaded.",
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
