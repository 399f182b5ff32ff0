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

/** Labels of the reservation statuses (docs/requirements.md#reservations). */
export const reservationStatusLabels = {
  pending: "Ausstehend",
  confirmed: "Bestätigt",
  cancelled: "Storniert",
  // The steps of the visit after "Bestätigt": at the door, at the table, gone ('completed' also has the
  // grey colour the product requires).
  arrived: "Angekommen",
  seated: "Platziert",
  completed: "Abgeschlossen",
  // every other value "is shown as declined in red"; our German word for it.
  declined: "Abgelehnt",
  // The guest did not come; staff may undo it the same day.
  no_show: "Nicht erschienen",
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

/**
 * 'Vom Gast bestätigt am 11.06.2026 um 20:30 Uhr': the mark of a reservation the guest confirmed from their
 * reminder. Here beside the status labels, which every reservation card on the dashboard's first
 * load already brings, rather than among the reminder's other texts.
 */
export function guestConfirmedAtText(date: string, time: string): string {
  return `Vom Gast bestätigt am ${date} um ${time} Uhr`;
}
