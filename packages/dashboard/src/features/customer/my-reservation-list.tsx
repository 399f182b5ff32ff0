import {
  customerTexts,
  guestCanCancelReservation,
  type Reservation,
  type Restaurant,
  wireDateOfInstant,
} from "@tischservice/core";
import { EmptyState } from "@tischservice/ui";
import { CalendarX } from "lucide-react";
import { MyReservationCard } from "./my-reservation-card.tsx";

export interface MyReservationListProps {
  reservations: Reservation[];
  restaurants: Restaurant[];
  now: Date;
  /** The reservation being cancelled right now. */
  busyId: string | null;
  onCancel: (reservation: Reservation) => void;
}

/** Upcoming first (soonest first), then past ones (latest first). */
function ordered(reservations: Reservation[], now: Date): Reservation[] {
  const key = (reservation: Reservation) => `${reservation.reservationDate} ${reservation.timeSlot}`;
  const today = wireDateOfInstant(now) ?? now.toISOString().slice(0, 10);
  const upcoming = reservations.filter((reservation) => reservation.reservationDate >= today);
  const past = reservations.filter((reservation) => reservation.reservationDate < today);
  upcoming.sort((a, b) => key(a).localeCompare(key(b)));
  past.sort((a, b) => key(b).localeCompare(key(a)));
  return [...upcoming, ...past];
}

/** The "my-reservations" tab: one card per reservation, or 'Keine Reservierungen vorhanden'. */
export function MyReservationList({
  reservations,
  restaurants,
  now,
  busyId,
  onCancel,
}: MyReservationListProps) {
  if (reservations.length === 0) {
    return <EmptyState icon={<CalendarX aria-hidden="true" />} title={customerTexts.noReservations} />;
  }
  const names = new Map(restaurants.map((restaurant) => [restaurant._id, restaurant.name]));
  return (
    <ul className="m-0 grid list-none gap-3 p-0 sm:grid-cols-2">
      {ordered(reservations, now).map((reservation) => (
        <li key={reservation._id}>
          <MyReservationCard
            reservation={reservation}
            restaurantName={reservation.restaurantId ? (names.get(reservation.restaurantId) ?? null) : null}
            canCancel={guestCanCancelReservation(reservation, now)}
            busy={busyId === reservation._id}
            onCancel={() => onCancel(reservation)}
          />
        </li>
      ))}
    </ul>
  );
}
