// The waitlist: the API's answers and refusals. A small module of its own, so that only the
// screens and routes about the waitlist carry these lines.

import { chosenTablesTexts } from "./chosen-tables.ts";

export const waitlistTexts = {
  /** `from` is not before `to`. */
  windowInvalid: "Bitte wählen Sie ein Zeitfenster, dessen Ende nicht vor dem Beginn liegt.",
  /** A window on a past date, or one that has already ended today. */
  windowPast: "Dieses Zeitfenster ist schon vorbei. Bitte wählen Sie ein späteres.",
  /** A day the restaurant is closed. */
  dayClosed: "An diesem Tag ist das Restaurant geschlossen. Bitte wählen Sie einen anderen Tag.",
  /** 409 `slots_available`: a slot in the window can be booked right away. */
  slotsAvailable: "In diesem Zeitfenster ist noch ein Tisch frei. Bitte buchen Sie direkt.",
  /** 409 `offer_expired`. */
  offerExpired:
    "Dieses Angebot ist abgelaufen. Sie stehen weiter auf der Warteliste, wenn Ihr Zeitfenster noch nicht vorbei ist.",
  /** 409 `waitlist_entry_closed`. */
  entryClosed: "Dieser Eintrag auf der Warteliste ist nicht mehr aktiv.",
  /** Offering by hand: the tables are taken or held at that time. */
  tablesTaken: chosenTablesTexts.tablesTaken,
  /** Deleting a table while a waitlist hold is open on it. */
  tableHeld:
    "Dieser Tisch ist gerade für einen Gast der Warteliste reserviert und kann nicht gelöscht werden.",
  /** Offering by hand: unknown tables. */
  tablesUnknown: chosenTablesTexts.tablesUnknown,
  /** Offering by hand: the tables seat fewer guests than the party. */
  tablesTooSmall: chosenTablesTexts.tablesTooSmall,
  /** An unknown entry, or a link whose token does not match. */
  notFound: "Dieser Eintrag auf der Warteliste wurde nicht gefunden.",
  /** The answers of the routes. */
  added: "Sie stehen auf der Warteliste. Wir schreiben Ihnen, sobald ein Tisch frei wird.",
  offered: "Das Angebot ist verschickt. Der Tisch ist 15 Minuten für den Gast reserviert.",
  booked: "Der Tisch ist gebucht.",
  declined: "Sie haben das Angebot abgelehnt.",
  left: "Sie haben die Warteliste verlassen.",
  removed: "Der Eintrag ist von der Warteliste entfernt.",
  /** The entry's states as staff and the guest read them. */
  status: {
    waiting: "Wartet",
    offered: "Angebot offen",
    booked: "Gebucht",
    left: "Verlassen",
    removed: "Entfernt",
    expired: "Abgelaufen",
  },
} as const;
