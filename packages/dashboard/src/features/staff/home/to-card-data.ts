import {
  bookedThrough,
  formatDate,
  formatTime,
  guestConfirmedAtText,
  type Reservation,
  type ReservationSource,
  reservationSourceLabels,
} from "@tischservice/core";
import type { ReservationCardData } from "@tischservice/ui";

/**
 * The channels a card names: bookings from outside the restaurant's own website and staff, which the team
 * would otherwise not tell apart (the widget's and the staff's own bookings are the everyday case).
 */
const namedChannels: ReadonlySet<ReservationSource> = new Set(["google", "customer"]);

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
    ...(r.source && namedChannels.has(r.source)
      ? { channelLabel: bookedThrough(reservationSourceLabels[r.source]) }
      : {}),
  };
}
