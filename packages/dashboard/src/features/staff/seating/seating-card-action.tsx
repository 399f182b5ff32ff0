import { type Reservation, type SeatingActions, seatingActionsAt } from "@tischservice/core";
import { lazy, type ReactNode, Suspense } from "react";

// The buttons and the mutation load with the first card that offers a step.
const SeatingButtonsDeferred = lazy(() =>
  import("./seating-buttons-deferred.tsx").then((m) => ({ default: m.SeatingButtonsDeferred })),
);

/** The visit's buttons of a card or row, loaded on demand (`compact`: see `SeatingSteps`). */
export function LazySeatingButtons(props: {
  reservationId: string;
  actions: SeatingActions;
  compact?: boolean;
}) {
  return (
    <Suspense fallback={null}>
      <SeatingButtonsDeferred {...props} />
    </Suspense>
  );
}

/** What a reservation offers for its visit at `now` (core's `seatingActionsAt`); null when nothing. */
export function seatingActionsOfReservation(
  r: Reservation,
  now: Date,
  timeZone: string,
): SeatingActions | null {
  const actions = seatingActionsAt(r, now, timeZone);
  return actions.next.length > 0 || actions.undo !== null ? actions : null;
}

/**
 * A reservation card's buttons for the visit: "Angekommen" and "Platzieren" once confirmed, then
 * "Platzieren", "Abschließen" and their undo, as core's rule allows on the reservation's day; nothing
 * otherwise.
 */
export function seatingCardAction(r: Reservation, now: Date, timeZone: string): ReactNode {
  const actions = seatingActionsOfReservation(r, now, timeZone);
  return actions ? <LazySeatingButtons reservationId={r._id} actions={actions} /> : null;
}
