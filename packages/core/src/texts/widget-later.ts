/**
 * The widget's texts after the start screen (details, enquiry and waitlist forms, summary, receipts):
 * widget.js loads them with its later steps. `de` and `en` must both provide each key.
 */
export interface WidgetLaterTextCatalogue {
  /** The calendar file's title when the restaurant's name is unknown: the dialog's label (tested). */
  readonly calendarTitle: string;
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
  readonly preferredTimeLabel: string;
  readonly messageLabel: string;
  readonly enquirySentHeading: string;
  readonly enquirySentText: string;
  /** The window of acceptable start times: its start and end labels, and its summary row. */
  readonly fromLabel: string;
  readonly toLabel: string;
  readonly windowLabel: string;
  /** The window's end is not after its start. */
  readonly windowInvalid: string;
  /** 409 `slots_available`: a slot in the window is free after all. */
  readonly windowHasSlots: string;
  readonly waitlistedHeading: string;
  readonly waitlistedText: string;
  /** A full day: the next free times on other days, offered before the waitlist (each a button). */
  readonly otherDaysHeading: string;
  readonly otherDaysLoading: string;
  readonly otherDaysFailed: string;
}

/** The later steps' German texts the spec gives verbatim (dashboard spec 2.3 and 8, platform spec 2). */
const specGerman = {
  slotTaken: "Dieser Zeitslot ist leider nicht mehr verfügbar. Bitte wählen Sie einen anderen Zeitslot.",
  noFittingTables: "Keine passenden Tische verfügbar. Versuchen Sie eine andere Zeit oder weniger Personen.",
} as const satisfies Partial<WidgetLaterTextCatalogue>;

/** The spec's German keys of the later texts; `projectGerman` holds the rest. */
export type WidgetLaterSpecTextKey = keyof typeof specGerman;

/** The project's own part of `widgetLaterTextsDe`. */
const projectGerman: Omit<WidgetLaterTextCatalogue, WidgetLaterSpecTextKey> = {
  // Word for word widgetDialogTextsDe.dialogLabel (a test keeps them equal).
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
  // Word for word signupTexts.createAccountForBookings (a test keeps them equal); importing that
  // catalogue would put every sign-up text into widget.js.
  createAccount: "Konto anlegen, um Reservierungen zu verwalten",
  preferredTimeLabel: "Gewünschte Uhrzeit",
  messageLabel: "Nachricht",
  enquirySentHeading: "Anfrage gesendet",
  enquirySentText: "Ihre Anfrage ist eingegangen. Das Restaurant meldet sich bei Ihnen.",
  // The waitlist; windowInvalid and windowHasSlots word for word core's waitlistTexts (a test
  // keeps them equal), the hold's 15 minutes are WAITLIST_HOLD_MINUTES (tested).
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
};

/** The widget's German later texts: the spec's wording plus the project's own texts. */
export const widgetLaterTextsDe: WidgetLaterTextCatalogue = { ...specGerman, ...projectGerman };
