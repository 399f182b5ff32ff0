import { reservationHoldsTables } from "./reservation-fields.ts";

/**
 * The fields of a reservation staff can change, in the order the history lists them. `tables` stands for
 * the assigned table numbers (`tableIds` on the wire).
 */
export const reservationChangeFields = [
  "reservationDate",
  "timeSlot",
  "numberOfGuests",
  "tables",
  "customerName",
  "customerPhone",
  "customerEmail",
  "specialRequests",
] as const;
export type ReservationChangeField = (typeof reservationChangeFields)[number];

/**
 * One field an edit changed, as plain values before and after: the date `YYYY-MM-DD`, the time `HH:MM`,
 * the party size as digits, the tables as their numbers joined by " + ", texts as they are ("" when empty).
 */
export interface ReservationFieldChange {
  field: ReservationChangeField;
  from: string;
  to: string;
}

/** What an edit compares: the reservation before and after, in its stored form. */
export interface ReservationEditableValues {
  reservationDate: string;
  timeSlot: string;
  numberOfGuests: number;
  /** The assigned tables' numbers, in any order. */
  tableNumbers: readonly string[];
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  specialRequests: string;
}

/** Table numbers in their natural order ("2" before "10"), so a reordered list is no change. */
const byTableNumber = new Intl.Collator("de", { numeric: true });

function tablesValue(numbers: readonly string[]): string {
  return [...numbers].sort(byTableNumber.compare).join(" + ");
}

function fieldValue(values: ReservationEditableValues, field: ReservationChangeField): string {
  switch (field) {
    case "numberOfGuests":
      return String(values.numberOfGuests);
    case "tables":
      return tablesValue(values.tableNumbers);
    default:
      return values[field];
  }
}

/** The fields that differ between `before` and `after`, in `reservationChangeFields` order; [] when none. */
export function reservationFieldChanges(
  before: ReservationEditableValues,
  after: ReservationEditableValues,
): ReservationFieldChange[] {
  return reservationChangeFields.flatMap((field) => {
    const from = fieldValue(before, field);
    const to = fieldValue(after, field);
    return from === to ? [] : [{ field, from, to }];
  });
}

/** Fields whose change the guest is told about by mail with a new calendar file: when, and for how many. */
const guestMailFields: ReadonlySet<string> = new Set<ReservationChangeField>([
  "reservationDate",
  "timeSlot",
  "numberOfGuests",
]);

/** Whether the guest gets an updated confirmation for these changes (date, time or party size changed). */
export function reservationChangeNeedsGuestMail(changes: readonly { field: string }[]): boolean {
  return changes.some((change) => guestMailFields.has(change.field));
}

/**
 * Fields that move the reservation's stay or its tables: changing one re-checks the tables (free, large
 * enough) under the booking lock; a change of name, contact or notes alone does not.
 */
const stayFields: ReadonlySet<string> = new Set<ReservationChangeField>([
  "reservationDate",
  "timeSlot",
  "numberOfGuests",
  "tables",
]);

/** Whether these changes move the stay or its tables (see `stayFields`). */
export function reservationChangeMovesStay(changes: readonly { field: string }[]): boolean {
  return changes.some((change) => stayFields.has(change.field));
}

/**
 * The fields with a guest's personal data (name, contact, their notes): erasure and retention blank their
 * values in the history, as they do on the reservation itself.
 */
export const personalReservationChangeFields: readonly ReservationChangeField[] = [
  "customerName",
  "customerPhone",
  "customerEmail",
  "specialRequests",
];

/**
 * Whether staff may still change a reservation: while it holds its tables and the visit is not over. A
 * cancelled reservation or a no-show has given them away (moving it would take tables for a guest who is
 * not coming); a completed visit is history.
 */
export function reservationIsEditable(status: string | null | undefined): boolean {
  return reservationHoldsTables(status) && status !== "completed";
}
