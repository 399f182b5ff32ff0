// The project's own texts of widget.ts (not in the spec): the German texts the spec does not give and
// every English text, merged into its catalogue there.
import type { WidgetSpecTextKey, WidgetTextCatalogue } from "../widget.ts";

/** The project's own part of `widgetTexts` (merged there). */
export const widgetTexts: {
  readonly de: Omit<WidgetTextCatalogue, WidgetSpecTextKey>;
  readonly en: WidgetTextCatalogue;
} = {
  de: {
    dialogLabel: "Tischreservierung",
    restaurantHeading: (restaurantName) => `Tisch reservieren bei ${restaurantName}`,
    close: "Schließen",
    loading: "Wird geladen...",
    dateLabel: "Datum",
    guestsLabel: "Personen",
    guestCount: (guests) => (guests === 1 ? "1 Person" : `${guests} Personen`),
    largerGroupLabel: "Größere Gruppe?",
    largerGroupPlaceholder: "z.B. 21",
    slotsLoading: "Verfügbare Zeiten werden geladen...",
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
    networkError: "Verbindungsfehler. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.",
    retry: "Erneut versuchen",
    // Word for word core's enquiryTexts (a test keeps them equal); importing them would put the enquiry
    // mails' texts into widget.js.
    partyNeedsEnquiry: (max) =>
      `Online können Sie für bis zu ${max} Personen buchen. Für größere Gruppen senden Sie bitte eine Anfrage.`,
    sendEnquiry: "Anfrage senden",
    preferredTimeLabel: "Gewünschte Uhrzeit",
    messageLabel: "Nachricht",
    enquirySentHeading: "Anfrage gesendet",
    enquirySentText: "Ihre Anfrage ist eingegangen. Das Restaurant meldet sich bei Ihnen.",
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
    partyNeedsEnquiry: (max) =>
      `You can book online for up to ${max} guests. For larger groups, please send an enquiry.`,
    sendEnquiry: "Send enquiry",
    preferredTimeLabel: "Preferred time",
    messageLabel: "Message",
    enquirySentHeading: "Enquiry sent",
    enquirySentText: "Your enquiry has been received. The restaurant will get back to you.",
  },
};
