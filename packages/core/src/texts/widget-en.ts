// The widget's English texts, in a module of their own: widget.js loads them only for an
// English widget.
import type { WidgetDialogTextCatalogue } from "./widget-dialog.ts";
import type { WidgetLaterTextCatalogue } from "./widget-later.ts";
import type { WidgetStartTextCatalogue } from "./widget-start.ts";

/** The widget's English start texts. */
export const widgetStartTextsEn: WidgetStartTextCatalogue = {
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
};

/** The widget's English later texts. */
export const widgetLaterTextsEn: WidgetLaterTextCatalogue = {
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
};

/** The widget's English dialog texts. */
export const widgetDialogTextsEn: WidgetDialogTextCatalogue = {
  dialogLabel: "Table reservation",
  close: "Close",
};
