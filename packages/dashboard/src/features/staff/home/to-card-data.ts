import { formatDate, formatTime, guestConfirmedAtText, type Reservation } from "@tischservice/core";
import type { ReservationCardData } from "@tischservice/ui";

/** What the ui's ReservationCard shows of a reservation. */
export function toCardData(r: Reservation, dateLabel?: string): ReservationCardData {
  return {
    customerName: r.customerName,
    timeSlot: r.timeSlot,
    guests: r.numberOfGuests,
    tables: r.tableNumbers,
    status: r.status,
    ...(r.reference ? { reference: r.reference } : {}),
    ...(dateLabel ? { dateLabel } : {}),
    ...(r.customerEmail ? { email: r.customerEmail } : {}),
    ...(r.customerPhone ? { phone: r.customerPhone } : {}),
    ...(r.specialRequests ? { specialRequests: r.specialRequests } : {}),
    ...(r.guestConfirmedAt
      ? {
          guestConfirmedLabel: guestConfirmedAtText(
            formatDate(r.guestConfirmedAt),
            formatTime(r.guestConfirmedAt),
          ),
        }
      : {}),
  };
}
