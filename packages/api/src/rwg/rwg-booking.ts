import type { ReservationStatus } from "@tischservice/core";
import type { reservations } from "../db/schema/index.ts";
import { type BookingStatus, RWG_SERVICE_ID, type WireSlot } from "./rwg-wire.ts";

type Row = Pick<
  typeof reservations.$inferSelect,
  | "id"
  | "restaurantId"
  | "startsAt"
  | "endsAt"
  | "numberOfGuests"
  | "status"
  | "rwgUserId"
  | "customerName"
  | "customerEmail"
  | "customerPhone"
>;

/** How Google reads our statuses: a visit under way or done still counts as the confirmed booking. */
export function rwgStatusOf(status: ReservationStatus): BookingStatus {
  switch (status) {
    case "pending":
      return "PENDING_MERCHANT_CONFIRMATION";
    case "cancelled":
      return "CANCELED";
    case "no_show":
      return "NO_SHOW";
    default:
      return "CONFIRMED";
  }
}

const seconds = (date: Date) => String(Math.round(date.getTime() / 1000));

export function wireSlot(merchantId: string, startsAt: Date, endsAt: Date, party: number): WireSlot {
  return {
    merchant_id: merchantId,
    service_id: RWG_SERVICE_ID,
    start_sec: seconds(startsAt),
    duration_sec: String(Math.round((endsAt.getTime() - startsAt.getTime()) / 1000)),
    resources: { party_size: party },
  };
}

/** The guest's name as Google gave it: first word the given name, the rest the family name. */
function nameParts(name: string) {
  const [given = "", ...family] = name.trim().split(/\s+/);
  return { given_name: given, family_name: family.join(" ") };
}

/** A reservation as v3's `Booking`; `booking_id` is the reservation's id. */
export function rwgBooking(row: Row) {
  return {
    booking_id: row.id,
    slot: wireSlot(row.restaurantId, row.startsAt, row.endsAt, row.numberOfGuests),
    user_information: {
      user_id: row.rwgUserId ?? "",
      ...nameParts(row.customerName),
      telephone: row.customerPhone,
      email: row.customerEmail,
    },
    status: rwgStatusOf(row.status),
    payment_information: { prepayment_status: "PREPAYMENT_NOT_PROVIDED" },
  };
}
export type RwgBooking = ReturnType<typeof rwgBooking>;
