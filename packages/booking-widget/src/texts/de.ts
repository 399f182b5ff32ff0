import { slotStatusTexts, weekdayShortNames } from "@tischservice/core/texts";
import type { StartWords } from "./words.ts";

// The German words of the start screen only. The later steps' words are in de-later.ts and the dialog's in
// de-dialog.ts, modules of their own so that they load with those parts and stay out of what a guest
// downloads before the first slots.

/** The start screen's German words. */
export const germanStart: StartWords = {
  // Wording the product requires word for word: the button, the slots' heading, their states, no slots.
  floatingButton: "Tisch reservieren",
  slotsHeading: "Verfügbare Zeiten",
  slotAvailable: "Verfügbar",
  slotUnavailable: "Ausgebucht",
  noSlots: "Keine Zeiten verfügbar",
  restaurantHeading: (restaurantName) => `Tisch reservieren bei ${restaurantName}`,
  loading: "Wird geladen...",
  dateLabel: "Datum",
  guestsLabel: "Personen",
  guestCount: (guests) => (guests === 1 ? "1 Person" : `${guests} Personen`),
  largerGroupLabel: "Größere Gruppe?",
  largerGroupPlaceholder: "z.B. 21",
  slotsLoading: "Verfügbare Zeiten werden geladen...",
  closedDay: "An diesem Tag ist das Restaurant geschlossen. Bitte wählen Sie ein anderes Datum.",
  networkError: "Verbindungsfehler. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.",
  retry: "Erneut versuchen",
  // Word for word core's enquiryTexts (a test keeps them equal); importing them would put the enquiry
  // mails' texts into widget.js.
  partyNeedsEnquiry: (max) =>
    `Online können Sie für bis zu ${max} Personen buchen. Für größere Gruppen senden Sie bitte eine Anfrage.`,
  sendEnquiry: "Anfrage senden",
  // The waitlist.
  noTableForParty: (party) => `An diesem Tag ist für ${party} kein Tisch mehr frei.`,
  joinWaitlist: "Auf die Warteliste",
  languageLabel: "Sprache",
  availableMark: slotStatusTexts.available,
  unavailableMark: slotStatusTexts.fullyBooked,
  previousMonth: "Vorheriger Monat",
  nextMonth: "Nächster Monat",
  closedMark: "geschlossen",
  weekdays: Object.values(weekdayShortNames),
  slotsFound: (count) => (count === 1 ? "1 Zeit verfügbar" : `${count} Zeiten verfügbar`),
  reasons: {},
};
