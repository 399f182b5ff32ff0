// Large groups: an enquiry instead of a booking. A small module of its own, so that only the screens
// and routes about enquiries carry these lines.

import { chosenTablesTexts } from "./chosen-tables.ts";

export const enquiryTexts = {
  /** The setting's refusal: not a whole number within the bounds. */
  maxOnlinePartySizeInvalid: (min: number, max: number) =>
    `Bitte geben Sie die größte online buchbare Gruppe als ganze Zahl zwischen ${min} und ${max} an.`,
  /** An online booking (or its slots) above the restaurant's limit. */
  partyNeedsEnquiry: (max: number) =>
    `Online können Sie für bis zu ${max} Personen buchen. Für größere Gruppen senden Sie bitte eine Anfrage.`,
  /** An enquiry for a party that can book online: the slots are the way. */
  partyCanBookOnline: (max: number) =>
    `Für bis zu ${max} Personen können Sie direkt online buchen. Bitte wählen Sie einen freien Zeitpunkt.`,
  /** An enquiry above the largest enquiry party. */
  partyTooLarge: (max: number) =>
    `Anfragen sind für bis zu ${max} Personen möglich. Bitte rufen Sie das Restaurant an.`,
  /** An enquiry for a past date. */
  datePast: "Bitte wählen Sie ein Datum ab heute.",
  /** An enquiry for a day the restaurant is closed. */
  dayClosed: "An diesem Tag ist das Restaurant geschlossen. Bitte wählen Sie einen anderen Tag.",
  /** An answer to an enquiry that was already answered. */
  notOpen: "Diese Anfrage wurde bereits beantwortet.",
  /** Accepting without tables, or with unknown tables. */
  tablesUnknown: chosenTablesTexts.tablesUnknown,
  /** The chosen tables seat fewer guests than the party. */
  tablesTooSmall: chosenTablesTexts.tablesTooSmall,
  /** The chosen tables are taken at that time. */
  tablesTaken: chosenTablesTexts.tablesTaken,
  /** A decline needs a message to the guest. */
  declineMessageRequired: "Bitte schreiben Sie dem Gast eine kurze Nachricht.",
  /** The answers of the routes. */
  received: "Ihre Anfrage ist eingegangen. Das Restaurant meldet sich bei Ihnen.",
  accepted: "Die Anfrage ist angenommen, die Reservierung bestätigt.",
  declined: "Die Anfrage ist abgelehnt, der Gast wird benachrichtigt.",
  /** The enquiry's states as the guest and the staff read them. */
  status: { open: "Offen", accepted: "Angenommen", declined: "Abgelehnt" },
  /** Mails. */
  guestReceivedSubject: (restaurant: string) => `Ihre Anfrage bei ${restaurant} ist eingegangen`,
  guestReceivedIntro: (name: string) =>
    `Guten Tag ${name}, vielen Dank für Ihre Anfrage. Das Restaurant prüft sie und meldet sich bei Ihnen.`,
  guestStatusLink: "Den Stand Ihrer Anfrage sehen Sie hier:",
  restaurantSubject: (guests: number, date: string) => `Neue Gruppenanfrage: ${guests} Personen am ${date}`,
  restaurantIntro: (name: string) => `${name} fragt für eine größere Gruppe an.`,
  restaurantLink: "Zur Anfrage im Dashboard:",
  declinedSubject: (restaurant: string) => `Ihre Anfrage bei ${restaurant}`,
  declinedIntro: (name: string) =>
    `Guten Tag ${name}, leider kann das Restaurant Ihre Anfrage nicht annehmen. Die Nachricht des Restaurants:`,
  labels: {
    guests: "Personen",
    date: "Datum",
    time: "Gewünschte Uhrzeit",
    message: "Nachricht",
    email: "E-Mail",
    phone: "Telefon",
  },
  /** The push to the restaurant's devices. */
  pushTitle: "Neue Gruppenanfrage",
  pushBody: (name: string, guests: number, date: string, time: string) =>
    `${name}, ${guests} Personen, ${date} um ${time} Uhr`,
} as const;
