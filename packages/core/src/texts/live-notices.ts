import { guestCountLabel } from "./common.ts";

// Texts that the dashboard shows on every page: the new-reservation
// toast and the offline banner. Apart from the push panel's catalogue (push.ts), which merges them,
// so that the first visit does not load that catalogue.

/** The live notices of every page. */
export const liveNoticeTexts = {
  newReservationTitle: "Neue Reservierung",
  offline: "Sie sind offline. Angezeigte Daten können veraltet sein.",
} as const;

/**
 * Body of a new-reservation notification, e.g. 'Anna Schmidt · 24.12.2026 · 19:00 · 4 Personen'.
 * Date and time come already formatted.
 */
export function newReservationNotificationBody(reservation: {
  customerName: string;
  date: string;
  time: string;
  guests: number;
}): string {
  const guests = guestCountLabel(reservation.guests);
  return [reservation.customerName.trim(), reservation.date, reservation.time, guests]
    .filter((part) => part !== "")
    .join(" · ");
}
