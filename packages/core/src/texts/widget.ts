import { bookingTexts } from "./booking.ts";
import { bookingConflictTexts } from "./booking-answers.ts";

/**
 * Not the booking widget's texts: those live in the widget (packages/booking-widget/src/texts). These are
 * the few of its words that other packages still read from core under this name: ui's widget-safe stories
 * as sample words, the API and the dashboard the answers for a taken slot and for no fitting tables (whose
 * home is `bookingConflictTexts` in booking-answers.ts). To be removed once those read their own; until
 * then the widget's tests keep each of them equal to the widget's words.
 */
export const widgetTexts = {
  de: {
    guestsLabel: "Personen",
    largerGroupLabel: bookingTexts.largerGroupLabel,
    largerGroupPlaceholder: bookingTexts.largerGroupPlaceholder,
    slotsHeading: bookingTexts.slotPickerTitle,
    slotUnavailable: "Ausgebucht",
    noSlots: bookingTexts.noSlots,
    networkError: "Verbindungsfehler. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.",
    nameLabel: "Name",
    slotTaken: bookingConflictTexts.slotTaken,
    noFittingTables: bookingConflictTexts.noFittingTables,
  },
  en: {
    guestsLabel: "Guests",
    largerGroupLabel: "Larger group?",
    largerGroupPlaceholder: "e.g. 21",
  },
} as const;
