import { type ReservationStatus, seatingTexts } from "@tischservice/core";
import { type StatusChange, useOptimisticStatusChange } from "./use-optimistic-status.ts";

/** One step of the visit (arrived, seated, completed) or its undo, to the status named. */
export type SeatingStep = StatusChange<ReservationStatus>;

/** The success toast when the server sent no message of its own. */
function successText(status: ReservationStatus): string {
  return status === "arrived" || status === "seated" || status === "completed"
    ? seatingTexts[status]
    : seatingTexts.undone;
}

/** "Angekommen", "Platzieren", "Abschließen" and their undo (see `useOptimisticStatusChange`). */
export function useSeatingStep() {
  return useOptimisticStatusChange(successText);
}
