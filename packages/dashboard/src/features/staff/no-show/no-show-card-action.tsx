import { type NoShowAction, noShowActionAt, noShowAllowedFrom, type Reservation } from "@tischservice/core";
import { lazy, type ReactNode, Suspense } from "react";

// The no-show screens take core's rules from here, so that they share one chunk with the cards' action.
export { noShowActionAt, noShowAllowedFrom };

// The buttons, their confirm dialog and the mutation load with the first card that offers them.
const NoShowButtonsDeferred = lazy(() =>
  import("./no-show-buttons-deferred.tsx").then((m) => ({ default: m.NoShowButtonsDeferred })),
);

/** The no-show buttons of a card or row, loaded on demand (`compact`: see `NoShowActionView`). */
export function LazyNoShowButtons(props: {
  reservation: Reservation;
  action: NoShowAction;
  compact?: boolean;
}) {
  return (
    <Suspense fallback={null}>
      <NoShowButtonsDeferred {...props} />
    </Suspense>
  );
}

/**
 * A reservation card's no-show action: "Nicht erschienen" from 15 minutes after the start of a
 * confirmed reservation, "Rückgängig" on the day of a no-show (core's rule); nothing otherwise.
 */
export function noShowCardAction(r: Reservation, now: Date, timeZone: string): ReactNode {
  const action = noShowActionAt(r, now, timeZone);
  return action === "mark" || action === "undo" ? (
    <LazyNoShowButtons reservation={r} action={action} />
  ) : null;
}
