import type { Reservation } from "@tischservice/core";
import type { ReactNode } from "react";
import { noShowCardAction } from "../no-show/no-show-card-action.tsx";
import { seatingCardAction } from "./seating-card-action.tsx";

/**
 * Everything a reservation card offers for the visit at `now`: the steps from the door to the bill and
 * their undo, then "Nicht erschienen" (or its undo) where core's rules allow each; null when none applies.
 */
export function visitCardActions(r: Reservation, now: Date, timeZone: string): ReactNode {
  const seating = seatingCardAction(r, now, timeZone);
  const noShow = noShowCardAction(r, now, timeZone);
  if (!seating && !noShow) return null;
  return (
    <>
      {seating}
      {noShow}
    </>
  );
}
