import {
  calendarTexts,
  reservationEditTexts,
  reservationGuestTexts,
  reservationIsEditable,
  reservationPageTexts,
  reservationsTexts,
} from "@tischservice/core";
import { Button, ConfirmDialog, EmptyState, Spinner } from "@tischservice/ui";
import { Check, Pencil, X } from "lucide-react";
import { useState } from "react";
import { ApiError } from "../../../api/http.ts";
import { useNow } from "../../../lib/clock.tsx";
import { ReservationDetails } from "../../shared/reservation/reservation-details.tsx";
import { ReservationGuestHint } from "../guest-hints/reservation-guest-hint.tsx";
import { NoShowButtons } from "../no-show/no-show-buttons.tsx";
import { noShowActionAt } from "../no-show/no-show-card-action.tsx";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";
import { useTimeZone } from "../restaurant-data/queries.ts";
import { useReservationStatus } from "../restaurant-data/use-reservation-status.ts";
import { SeatingButtons } from "../seating/seating-buttons.tsx";
import { seatingActionsOfReservation } from "../seating/seating-card-action.tsx";
import { BackLink } from "../shell/back-link.tsx";
import { ReservationEditor } from "./reservation-editor.tsx";
import { StatusHistory } from "./status-history.tsx";
import { useReservation } from "./use-reservation.ts";

/** The way back to the list; core's catalogue does not hold it. */
const backToReservations = "Zurück zu den Reservierungen";

/** The staff's view of one reservation of their restaurant, with the actions its status allows. */
export function StaffReservationView({ reservationId }: { reservationId: string }) {
  const { restaurantId } = useGastro();
  const reservation = useReservation(reservationId);
  const status = useReservationStatus();
  const now = useNow();
  const timeZone = useTimeZone();
  const [editing, setEditing] = useState(false);
  if (reservation.isPending) return <Spinner className="justify-center py-10" />;
  const r = reservation.data;
  if (!r) {
    // An id that cannot exist (400) is as missing as an unknown one (404); anything else may pass.
    const missing = reservation.error instanceof ApiError && [400, 404].includes(reservation.error.status);
    return missing ? (
      <EmptyState
        title={reservationGuestTexts.de.notFound}
        description={reservationGuestTexts.de.notFoundText}
      />
    ) : (
      <EmptyState
        title={reservationPageTexts.oneLoadFailed}
        action={
          <Button variant="outline" onClick={() => void reservation.refetch()}>
            {reservationPageTexts.retry}
          </Button>
        }
      />
    );
  }
  const busy = status.isPending;
  const change = (next: "confirmed" | "cancelled") => status.mutate({ id: r._id, status: next });
  const noShow = noShowActionAt(r, now, timeZone);
  const seating = seatingActionsOfReservation(r, now, timeZone);
  return (
    <article className="grid gap-6">
      <BackLink to="/reservations">{backToReservations}</BackLink>
      <h1 className="text-2xl font-bold">{r.customerName}</h1>
      <ReservationGuestHint restaurantId={restaurantId} reservation={r} />
      {editing ? (
        <ReservationEditor reservation={r} onClose={() => setEditing(false)} />
      ) : (
        <ReservationDetails reservation={r} staff />
      )}
      <div className={editing ? "hidden" : "flex flex-wrap gap-2"}>
        {reservationIsEditable(r.status) ? (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            {reservationEditTexts.edit}
          </Button>
        ) : null}
        {r.status === "pending" ? (
          <>
            <Button onClick={() => change("confirmed")} disabled={busy}>
              <Check aria-hidden="true" />
              {reservationsTexts.confirm}
            </Button>
            <Button variant="outline" onClick={() => change("cancelled")} disabled={busy}>
              <X aria-hidden="true" />
              {reservationsTexts.reject}
            </Button>
          </>
        ) : null}
        {r.status === "pending" || r.status === "confirmed" ? (
          <ConfirmDialog
            title={calendarTexts.cancelConfirm}
            confirmLabel={calendarTexts.cancelReservation}
            destructive
            onConfirm={() => change("cancelled")}
            trigger={
              <Button variant="ghost-destructive" disabled={busy}>
                {reservationsTexts.cancel}
              </Button>
            }
          />
        ) : null}
        {seating ? <SeatingButtons reservationId={r._id} actions={seating} size="default" /> : null}
        {noShow ? <NoShowButtons reservation={r} action={noShow} size="default" /> : null}
      </div>
      <StatusHistory reservationId={r._id} />
    </article>
  );
}
