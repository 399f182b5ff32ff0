import {
  customerTexts,
  guestCanCancelReservation,
  type Reservation,
  wireDateOfInstant,
} from "@tischservice/core";
import { EmptyState } from "@tischservice/ui";
import { CalendarX } from "lucide-react";
import { useId } from "react";
import { MyReservationCard } from "./my-reservation-card.tsx";

export interface MyReservationListProps {
  /** The customer's reservations, each naming its restaurant (the API joins the name in). */
  reservations: Reservation[];
  now: Date;
  /** The reservation being cancelled right now. */
  busyId: string | null;
  onCancel: (reservation: Reservation) => void;
}

const startKey = (reservation: Reservation) => `${reservation.reservationDate} ${reservation.timeSlot}`;

/** Upcoming (from today on, soonest first) and past (latest first). */
function split(reservations: Reservation[], now: Date) {
  const today = wireDateOfInstant(now) ?? now.toISOString().slice(0, 10);
  const upcoming = reservations
    .filter((reservation) => reservation.reservationDate >= today)
    .sort((a, b) => startKey(a).localeCompare(startKey(b)));
  const past = reservations
    .filter((reservation) => reservation.reservationDate < today)
    .sort((a, b) => startKey(b).localeCompare(startKey(a)));
  return { upcoming, past };
}

/** The "my-reservations" tab: one card per reservation, or 'Keine Reservierungen vorhanden'. */
export function MyReservationList({ reservations, now, busyId, onCancel }: MyReservationListProps) {
  const id = useId();
  if (reservations.length === 0) {
    return <EmptyState icon={<CalendarX aria-hidden="true" />} title={customerTexts.noReservations} />;
  }
  const { upcoming, past } = split(reservations, now);
  const groups = [
    { key: "upcoming", heading: customerTexts.upcomingHeading, list: upcoming },
    { key: "past", heading: customerTexts.pastHeading, list: past },
  ].filter((group) => group.list.length > 0);
  return (
    <div className="grid gap-6">
      {groups.map((group) => (
        <section key={group.key} aria-labelledby={`${id}-${group.key}`} className="grid gap-3">
          <h2 id={`${id}-${group.key}`} className="text-lg font-semibold">
            {group.heading} ({group.list.length})
          </h2>
          <ul className="m-0 grid list-none gap-3 p-0 sm:grid-cols-2 lg:grid-cols-3">
            {group.list.map((reservation) => (
              <li key={reservation._id}>
                <MyReservationCard
                  reservation={reservation}
                  restaurantName={reservation.restaurantName || null}
                  canCancel={guestCanCancelReservation(reservation, now)}
                  busy={busyId === reservation._id}
                  onCancel={() => onCancel(reservation)}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
