// Staff changing a booking: the edit on the reservation page,
// the API's answers and refusals, and the history's lines of what an edit changed.
import { formatDate } from "../format/date.ts";
import type { ReservationChangeField } from "../rules/reservation-changes.ts";

/** The field names, as the form labels them and the history lists them ("Uhrzeit: 19:00 → 20:00"). */
const fields = {
  reservationDate: "Datum",
  timeSlot: "Uhrzeit",
  numberOfGuests: "Gäste",
  tables: "Tisch",
  customerName: "Name",
  customerPhone: "Telefon",
  customerEmail: "E-Mail",
  specialRequests: "Besondere Wünsche",
} as const satisfies Record<ReservationChangeField, string>;

export const reservationEditTexts = {
  fields,
  /** The page's button and the form. */
  edit: "Bearbeiten",
  formTitle: "Reservierung bearbeiten",
  save: "Speichern",
  saving: "Wird gespeichert...",
  discard: "Abbrechen",
  saved: "Die Reservierung wurde geändert.",
  unchanged: "Es wurde nichts geändert.",
  saveFailed: "Die Änderung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.",
  /** The time field offers the free times of the chosen day and party size. */
  timesLoading: "Freie Zeiten werden geladen...",
  timesFailed: "Die freien Zeiten konnten nicht geladen werden.",
  noTimes: "An diesem Tag ist für diese Personenzahl keine Zeit frei.",
  /** The time the reservation has now, offered even when it would not be free for a new booking. */
  currentTime: (time: string) => `${time} Uhr (bisher)`,
  timeOption: (time: string) => `${time} Uhr`,
  chooseTime: "Bitte wählen Sie eine Uhrzeit.",
  /** The table field: keep the tables or let the rule choose, or one table by hand. */
  tablesAuto: "Automatisch (passend zur Personenzahl)",
  tablesCurrent: (label: string) => `${label} (bisher)`,
  tableOption: (tableNumber: string, seats: number) => `Tisch ${tableNumber} (${seats} Plätze)`,
  callGuest: (phone: string) => `${phone} anrufen`,
  /** The API's answer and refusals. */
  changed: "Reservierung geändert.",
  notEditable: (statusLabel: string) =>
    `Eine Reservierung mit dem Status „${statusLabel}“ kann nicht mehr geändert werden.`,
  nothingToChange: "Bitte geben Sie mindestens eine Änderung an.",
  versionConflict:
    "Die Reservierung wurde inzwischen an anderer Stelle geändert. Bitte prüfen Sie die aktuelle Fassung und ändern Sie sie erneut.",
  tablesRequired: "Bitte wählen Sie mindestens einen Tisch.",
  tooManyTables: (max: number) => `Bitte wählen Sie höchstens ${max} Tische.`,
  tablesUnknown: "Bitte wählen Sie Tische dieses Restaurants.",
  tablesTooSmall: (seats: number, guests: number) =>
    `Die gewählten Tische haben ${seats} Plätze, die Reservierung ist für ${guests} Personen.`,
  tablesTaken: "Mindestens einer der gewählten Tische ist zu dieser Zeit schon belegt.",
  /** The history's entry of an edit. */
  historyType: "Geändert",
  emptyValue: "–",
} as const;

/** A value of a history line as staff read it: dates as 12.06.2026, empty values as a dash. */
export function reservationChangeValue(field: string, value: string): string {
  if (value === "") return reservationEditTexts.emptyValue;
  if (field === "reservationDate") return formatDate(value);
  return value;
}

/** 'Uhrzeit: 19:00 → 20:00', 'Telefon: – → 0171 2345678'; an unknown field by its own name. */
export function reservationChangeLine(change: { field: string; from: string; to: string }): string {
  const label = (fields as Readonly<Record<string, string>>)[change.field] ?? change.field;
  const from = reservationChangeValue(change.field, change.from);
  const to = reservationChangeValue(change.field, change.to);
  return `${label}: ${from} → ${to}`;
}
