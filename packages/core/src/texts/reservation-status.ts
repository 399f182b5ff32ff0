import * as project from "./project/reservation-status.ts";

export { guestConfirmedAtText } from "./project/reservation-status.ts";
/** Colour family of a reservation status; the UI maps it to gold, orange, red or grey. */
export type ReservationStatusTone =
  | "confirmed"
  | "arrived"
  | "seated"
  | "pending"
  | "cancelled"
  | "no_show"
  | "completed"
  | "declined";

/** Labels of the reservation statuses (platform spec section 4, dashboard spec section 4). */
export const reservationStatusLabels = {
  pending: "Ausstehend",
  confirmed: "Bestätigt",
  cancelled: "Storniert",
  ...project.reservationStatusLabels,
} as const;

function normalise(status: string | null | undefined): string {
  return status?.trim().toLowerCase() ?? "";
}

/**
 * Tone of a status: confirmed gold, arrived (Angekommen) blue, seated (Platziert) green, pending orange,
 * cancelled/'canceled' red, no_show (Nicht erschienen) red, completed grey, else declined red.
 */
export function reservationStatusTone(status: string | null | undefined): ReservationStatusTone {
  switch (normalise(status)) {
    case "confirmed":
      return "confirmed";
    case "arrived":
      return "arrived";
    case "seated":
      return "seated";
    case "pending":
      return "pending";
    case "cancelled":
    case "canceled":
      return "cancelled";
    case "no_show":
      return "no_show";
    case "completed":
      return "completed";
    default:
      return "declined";
  }
}

/** German label of a stored status; 'canceled' also reads Storniert, unknown values read Abgelehnt. */
export function reservationStatusLabel(status: string | null | undefined): string {
  return reservationStatusLabels[reservationStatusTone(status)];
}
