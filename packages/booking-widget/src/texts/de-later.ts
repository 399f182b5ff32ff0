import type { LaterWords } from "./words.ts";

// The later steps' German words, in a module of their own: they load with those steps (later-steps.ts),
// not before the first slots, which keeps the start script small.

/** The later steps' German words. */
export const germanLater: LaterWords = {
  // Wording the product requires word for word: a slot taken meanwhile, no fitting tables.
  slotTaken: "Dieser Zeitslot ist leider nicht mehr verfügbar. Bitte wählen Sie einen anderen Zeitslot.",
  noFittingTables: "Keine passenden Tische verfügbar. Versuchen Sie eine andere Zeit oder weniger Personen.",
  // Word for word germanDialog.dialogLabel (a test keeps them equal).
  calendarTitle: "Tischreservierung",
  detailsHeading: "Ihre Angaben",
  nameLabel: "Name",
  emailLabel: "E-Mail",
  phoneLabel: "Telefon",
  specialRequestsLabel: "Besondere Wünsche",
  specialRequestsPlaceholder: "z.B. Kinderstuhl, Allergien, Fensterplatz",
  requiredHint: "* Pflichtfeld",
  // "der", not "seiner": the link below is the embedding's privacy policy or, without one, the platform's.
  consentLabel: (restaurantName) =>
    `Ich stimme zu, dass ${restaurantName} meine Angaben gemäß der Datenschutzerklärung zur Bearbeitung der Reservierung verwendet.`,
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
  // Word for word core's signupTexts.createAccountForBookings (a test keeps them equal); importing that
  // catalogue would put every sign-up text into widget.js.
  createAccount: "Konto anlegen, um Reservierungen zu verwalten",
  preferredTimeLabel: "Gewünschte Uhrzeit",
  messageLabel: "Nachricht",
  enquirySentHeading: "Anfrage gesendet",
  enquirySentText: "Ihre Anfrage ist eingegangen. Das Restaurant meldet sich bei Ihnen.",
  // The waitlist; windowInvalid and windowHasSlots word for word core's waitlistTexts (a test keeps them
  // equal), the hold's 15 minutes are WAITLIST_HOLD_MINUTES (tested).
  fromLabel: "Von",
  toLabel: "Bis",
  windowLabel: "Zeitfenster",
  windowInvalid: "Bitte wählen Sie ein Zeitfenster, dessen Ende nicht vor dem Beginn liegt.",
  windowHasSlots: "In diesem Zeitfenster ist noch ein Tisch frei. Bitte buchen Sie direkt.",
  waitlistedHeading: "Sie stehen auf der Warteliste",
  waitlistedText:
    "Wir schreiben Ihnen, sobald ein Tisch frei wird. Der Link in der E-Mail hält den Tisch dann 15 Minuten für Sie.",
  otherDaysHeading: "Nächste freie Termine:",
  otherDaysLoading: "Freie Termine an anderen Tagen werden gesucht...",
  otherDaysFailed: "Freie Termine an anderen Tagen konnten nicht geladen werden.",
  // Word for word core's validationTexts.bookingNameRequired / .invalidEmail / .invalidTime (a test keeps
  // them equal); importing that catalogue would put every validation message into widget.js.
  nameRequired: "Bitte geben Sie einen Namen für die Reservierung ein.",
  emailInvalid: "Bitte geben Sie eine gültige E-Mail-Adresse ein.",
  consentRequired: "Bitte stimmen Sie der Verwendung Ihrer Angaben zu.",
  timeInvalid: "Bitte geben Sie eine gültige Uhrzeit im Format HH:MM an.",
  bookingFailed: (message) => `Fehler: ${message}`,
  bookingNumber: "Reservierungsnummer",
  // The API speaks German: its message is shown word for word.
  refusals: {},
};
