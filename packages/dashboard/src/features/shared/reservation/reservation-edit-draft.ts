import {
  optionalEmailAddressSchema,
  type Reservation,
  type TimeSlotsResponse,
  type UpdateReservationRequest,
} from "@tischservice/core";

/** The table field's value for "the tables it has" (the server keeps them if they still fit, else picks). */
export const KEEP_TABLES = "keep";

/** The edit form's values, as typed. */
export interface ReservationDraft {
  reservationDate: string;
  timeSlot: string;
  numberOfGuests: number;
  /** `KEEP_TABLES`, or the id of the one table chosen. */
  tableId: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  specialRequests: string;
}

export function draftOf(reservation: Reservation): ReservationDraft {
  return {
    reservationDate: reservation.reservationDate,
    timeSlot: reservation.timeSlot,
    numberOfGuests: reservation.numberOfGuests,
    tableId: KEEP_TABLES,
    customerName: reservation.customerName,
    customerPhone: reservation.customerPhone ?? "",
    customerEmail: reservation.customerEmail ?? "",
    specialRequests: reservation.specialRequests ?? "",
  };
}

/**
 * What `PUT /api/reservations/{id}` gets for the draft: only the fields that differ from `base` (the
 * reservation the form was opened with), trimmed, with `base`'s version so that a change made meanwhile
 * elsewhere is refused instead of overwritten. Null when nothing differs.
 */
export function editBodyOf(base: Reservation, draft: ReservationDraft): UpdateReservationRequest | null {
  const before = draftOf(base);
  const text = (field: "customerName" | "customerPhone" | "customerEmail" | "specialRequests") => {
    const value = draft[field].trim();
    return value === before[field].trim() ? {} : { [field]: value };
  };
  const body: UpdateReservationRequest = {
    ...(draft.reservationDate !== before.reservationDate ? { reservationDate: draft.reservationDate } : {}),
    ...(draft.timeSlot !== before.timeSlot ? { timeSlot: draft.timeSlot } : {}),
    ...(draft.numberOfGuests !== before.numberOfGuests ? { numberOfGuests: draft.numberOfGuests } : {}),
    ...(draft.tableId !== KEEP_TABLES ? { tableIds: [draft.tableId] } : {}),
    ...text("customerName"),
    ...text("customerPhone"),
    ...text("customerEmail"),
    ...text("specialRequests"),
  };
  if (Object.keys(body).length === 0) return null;
  return base.updated_at ? { ...body, expectedUpdatedAt: base.updated_at } : body;
}

/** Whether the typed address is one the server takes (empty clears it). */
export function draftEmailValid(draft: ReservationDraft): boolean {
  return optionalEmailAddressSchema.safeParse(draft.customerEmail).success;
}

/** One time the form offers; `current` marks the time the reservation has now. */
export interface TimeOption {
  time: string;
  current: boolean;
}

/**
 * The times to offer: the day's free ones for the party (the reservation's own tables counted free) and,
 * on its own day, the time it has now even when that is no longer bookable (it has begun, or is full for a
 * larger party): keeping the time is no move.
 */
export function timeOptionsOf(
  base: Reservation,
  draft: Pick<ReservationDraft, "reservationDate">,
  slots: TimeSlotsResponse | undefined,
): TimeOption[] {
  const free = (slots?.timeSlots ?? []).filter((slot) => slot.available).map((slot) => slot.time);
  const own = draft.reservationDate === base.reservationDate ? [base.timeSlot] : [];
  return [...new Set([...free, ...own])].sort().map((time) => ({ time, current: own.includes(time) }));
}
