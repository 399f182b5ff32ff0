import {
  customerTexts,
  formatDate,
  guestCountLabel,
  type Reservation,
  reservationStatusTone,
} from "@tischservice/core";
import { Button, ConfirmDialog, cn, StatusBadge, statusMarkerClass } from "@tischservice/ui";
import { CalendarDays, Clock, Users, X } from "lucide-react";

export interface MyReservationCardProps {
  reservation: Reservation;
  restaurantName: string | null;
  /** Shows "Stornieren" (behind its confirm question) when the reservation may still be cancelled. */
  canCancel: boolean;
  onCancel: () => void;
  busy?: boolean;
}

/** One of the customer's reservations: restaurant, date, time, guests, status and its colour at the left. */
export function MyReservationCard({
  reservation,
  restaurantName,
  canCancel,
  onCancel,
  busy = false,
}: MyReservationCardProps) {
  const tone = reservationStatusTone(reservation.status);
  const date = formatDate(reservation.reservationDate);
  const title = restaurantName ?? reservation.customerName;
  return (
    <article
      data-slot="my-reservation-card"
      data-tone={tone}
      aria-label={`${title}, ${date}, ${reservation.timeSlot}`}
      className="relative grid gap-3 overflow-hidden rounded-xl border border-border bg-card p-4 ps-5 text-card-foreground shadow-sm"
    >
      <span aria-hidden="true" className={cn("absolute inset-y-0 start-0 w-1.5", statusMarkerClass[tone])} />
      <header className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-base font-semibold break-words">{title}</h3>
        <StatusBadge status={reservation.status} />
      </header>
      <ul className="m-0 grid list-none gap-1.5 p-0 text-sm [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground">
        <li className="flex items-center gap-2">
          <CalendarDays aria-hidden="true" />
          <span className="tabular-nums">{date}</span>
        </li>
        <li className="flex items-center gap-2">
          <Clock aria-hidden="true" />
          <span className="tabular-nums">{reservation.timeSlot}</span>
        </li>
        <li className="flex items-center gap-2">
          <Users aria-hidden="true" />
          <span>{guestCountLabel(reservation.numberOfGuests)}</span>
        </li>
      </ul>
      {canCancel ? (
        <footer>
          <ConfirmDialog
            title={customerTexts.cancelConfirmTitle}
            description={customerTexts.cancelConfirmText}
            confirmLabel={customerTexts.cancelConfirm}
            cancelLabel={customerTexts.cancelKeep}
            destructive
            onConfirm={onCancel}
            trigger={
              <Button size="sm" variant="ghost-destructive" loading={busy}>
                <X aria-hidden="true" />
                {customerTexts.cancel}
              </Button>
            }
          />
        </footer>
      ) : null}
    </article>
  );
}
