/**
 * The widget's texts of its start screen (party size, date, slots, their notices and errors, the ways to the
 * enquiry and the waitlist, the dialog's frame): widget.js loads them before the first slots. `de` and `en`
 * must both provide each key; the rest is `WidgetLaterTextCatalogue` (widget-later.ts).
 */
export interface WidgetStartTextCatalogue {
  readonly floatingButton: string;
  readonly restaurantHeading: (restaurantName: string) => string;
  readonly loading: string;
  readonly dateLabel: string;
  readonly guestsLabel: string;
  readonly guestCount: (guests: number) => string;
  readonly largerGroupLabel: string;
  readonly largerGroupPlaceholder: string;
  readonly slotsHeading: string;
  readonly slotsLoading: string;
  readonly slotAvailable: string;
  readonly slotUnavailable: string;
  readonly noSlots: string;
  readonly closedDay: string;
  readonly networkError: string;
  readonly retry: string;
  /** Large groups: the party is above the restaurant's online limit `max`. */
  readonly partyNeedsEnquiry: (max: number) => string;
  /** The way to the enquiry form, its heading and its submit. */
  readonly sendEnquiry: string;
  /** The waitlist: no slot of an open day is free for the party (`party`: 'für 4 Personen'). */
  readonly noTableForParty: (party: string) => string;
  /** The way to the waitlist form, its heading and its submit. */
  readonly joinWaitlist: string;
  /** The label of the language switch in the widget's header (its options name each language in itself). */
  readonly languageLabel: string;
}

/** The start screen's German texts the spec gives verbatim (dashboard spec 2.3 and 8, platform spec 2). */
const specGerman = {
  floatingButton: "Tisch reservieren",
  slotsHeading: "Verfügbare Zeiten",
  slotAvailable: "Verfügbar",
  slotUnavailable: "Ausgebucht",
  noSlots: "Keine Zeiten verfügbar",
} as const satisfies Partial<WidgetStartTextCatalogue>;

/** The spec's German keys of the start texts; `projectGerman` holds the rest. */
export type WidgetStartSpecTextKey = keyof typeof specGerman;

/** The project's own part of `widgetStartTextsDe`. */
const projectGerman: Omit<WidgetStartTextCatalogue, WidgetStartSpecTextKey> = {
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

/** The widget's German start texts: the spec's wording plus the project's own texts. */
export const widgetStartTextsDe: WidgetStartTextCatalogue = { ...specGerman, ...projectGerman };
