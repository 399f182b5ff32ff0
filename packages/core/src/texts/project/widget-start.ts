// The project's own German start texts of the widget (not in the spec), merged in widget-start.ts.
import type { WidgetStartSpecTextKey, WidgetStartTextCatalogue } from "../widget-start.ts";

/** The project's own part of `widgetStartTextsDe`. */
export const widgetStartTextsDe: Omit<WidgetStartTextCatalogue, WidgetStartSpecTextKey> = {
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
};
