/** Every text of the booking widget; `de` and `en` must both provide each key. */
export interface WidgetTextCatalogue {
  readonly floatingButton: string;
  readonly dialogLabel: string;
  readonly restaurantHeading: (restaurantName: string) => string;
  readonly close: string;
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
  readonly detailsHeading: string;
  readonly nameLabel: string;
  readonly emailLabel: string;
  readonly phoneLabel: string;
  readonly specialRequestsLabel: string;
  readonly specialRequestsPlaceholder: string;
  readonly requiredHint: string;
  readonly consentLabel: (restaurantName: string) => string;
  readonly privacyPolicyLink: string;
  readonly summaryHeading: string;
  readonly summaryTimeLabel: string;
  readonly back: string;
  readonly next: string;
  readonly submit: string;
  readonly submitting: string;
  readonly successConfirmedHeading: string;
  readonly successConfirmedText: string;
  readonly successPendingHeading: string;
  readonly successPendingText: string;
  readonly addToCalendar: string;
  readonly newReservation: string;
  /** The success step's link to a guest account (opens the sign-up in a new tab). */
  readonly createAccount: string;
  readonly slotTaken: string;
  readonly noFittingTables: string;
  readonly networkError: string;
  readonly retry: string;
}

/** A widget language. */
export type WidgetLocale = "de" | "en";

/**
 * Widget texts in German and English. Texts marked in the spec (dashboard 2.3 and 5) are verbatim; the
 * rest, and all English texts, are ours. // not in the spec
 */
export const widgetTexts: Readonly<Record<WidgetLocale, WidgetTextCatalogue>> = {
  de: {
    floatingButton: "Tisch reservieren",
    dialogLabel: "Tischreservierung",
    restaurantHeading: (restaurantName) => `Tisch reservieren bei ${restaurantName}`,
    close: "Schließen",
    loading: "Wird geladen...",
    dateLabel: "Datum",
    guestsLabel: "Personen",
    guestCount: (guests) => (guests === 1 ? "1 Person" : `${guests} Personen`),
    largerGroupLabel: "Größere Gruppe?",
    largerGroupPlaceholder: "z.B. 21",
    slotsHeading: "Verfügbare Zeiten",
    slotsLoading: "Verfügbare Zeiten werden geladen...",
    slotAvailable: "Verfügbar",
    slotUnavailable: "Ausgebucht",
    noSlots: "Keine Zeiten verfügbar",
    closedDay: "An diesem Tag ist das Restaurant geschlossen. Bitte wählen Sie ein anderes Datum.",
    detailsHeading: "Ihre Angaben",
    nameLabel: "Name",
    emailLabel: "E-Mail",
    phoneLabel: "Telefon",
    specialRequestsLabel: "Besondere Wünsche",
    specialRequestsPlaceholder: "z.B. Kinderstuhl, Allergien, Fensterplatz",
    requiredHint: "* Pflichtfeld",
    consentLabel: (restaurantName) =>
      `Ich stimme zu, dass ${restaurantName} meine Angaben gemäß seiner Datenschutzerklärung zur Bearbeitung der Reservierung verwendet.`,
    privacyPolicyLink: "Datenschutzerklärung",
    summaryHeading: "Zusammenfassung",
    summaryTimeLabel: "Uhrzeit",
    back: "Zurück",
    next: "Weiter",
    submit: "Verbindlich reservieren",
    submitting: "Wird gesendet...",
    successConfirmedHeading: "Reservierung bestätigt",
    successConfirmedText:
      "Ihr Tisch ist reserviert. Eine Bestätigung haben wir an Ihre E-Mail-Adresse gesendet.",
    successPendingHeading: "Reservierung angefragt",
    successPendingText:
      "Vielen Dank! Das Restaurant prüft Ihre Anfrage und bestätigt sie Ihnen in Kürze per E-Mail.",
    addToCalendar: "In Kalender speichern",
    newReservation: "Neue Reservierung",
    // Word for word signupTexts.createAccountForBookings (a test keeps them equal); importing that
    // catalogue would put every sign-up text into widget.js.
    createAccount: "Konto anlegen, um Reservierungen zu verwalten",
    slotTaken: "Dieser Zeitslot ist leider nicht mehr verfügbar. Bitte wählen Sie einen anderen Zeitslot.",
    noFittingTables:
      "Keine passenden Tische verfügbar. Versuchen Sie eine andere Zeit oder weniger Personen.",
    networkError: "Verbindungsfehler. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.",
    retry: "Erneut versuchen",
  },
  en: {
    floatingButton: "Reserve a table",
    dialogLabel: "Table reservation",
    restaurantHeading: (restaurantName) => `Reserve a table at ${restaurantName}`,
    close: "Close",
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
    detailsHeading: "Your details",
    nameLabel: "Name",
    emailLabel: "Email",
    phoneLabel: "Phone",
    specialRequestsLabel: "Special requests",
    specialRequestsPlaceholder: "e.g. high chair, allergies, window seat",
    requiredHint: "* Required",
    consentLabel: (restaurantName) =>
      `I agree that ${restaurantName} may use my details to handle this reservation as described in its privacy policy.`,
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
    networkError: "Connection error. Please check your internet connection and try again.",
    retry: "Try again",
  },
};

/** The widget language for a `lang` attribute or browser language: English for 'en…', else German. */
export function widgetLocaleFor(language: string | null | undefined): WidgetLocale {
  return language?.trim().toLowerCase().startsWith("en") ? "en" : "de";
}
