import { bookingTexts } from "./booking.ts";
import { slotUnavailableReasonLabels } from "./slot-status.ts";

/**
 * The words of a guest's online booking form (party size, times, name, a lost connection), German and
 * English, as the booking widget shows them. The widget keeps its own copy to stay small, and its tests
 * keep the two equal; other packages read these, e.g. ui's widget-safe parts as their sample words.
 */
export const guestBookingFormTexts = {
  de: {
    guestsLabel: "Personen",
    largerGroupLabel: bookingTexts.largerGroupLabel,
    largerGroupPlaceholder: bookingTexts.largerGroupPlaceholder,
    slotsHeading: bookingTexts.slotPickerTitle,
    slotUnavailable: slotUnavailableReasonLabels.fullyBooked,
    noSlots: bookingTexts.noSlots,
    networkError: "Verbindungsfehler. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.",
    nameLabel: "Name",
  },
  en: {
    guestsLabel: "Guests",
    largerGroupLabel: "Larger group?",
    largerGroupPlaceholder: "e.g. 21",
  },
} as const;
