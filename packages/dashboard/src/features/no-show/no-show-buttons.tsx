import {
  commonTexts,
  formatTime,
  type NoShowAction,
  noShowActionTexts,
  noShowAvailableFromText,
  type Reservation,
  reservationStartInstant,
} from "@tischservice/core";
import { Button, ConfirmDialog } from "@tischservice/ui";
import { Undo2, UserX } from "lucide-react";
import { useId } from "react";
import { useTimeZone } from "../data/queries.ts";
import { noShowAllowedFrom } from "./no-show-card-action.tsx";
import { useNoShow } from "./use-no-show.ts";

export interface NoShowButtonsProps {
  reservation: Pick<Reservation, "_id" | "reservationDate" | "timeSlot">;
  /** What core's `noShowActionAt` offers now. */
  action: NoShowAction;
  size?: "sm" | "default";
}

/**
 * "Nicht erschienen" behind a confirm question (the tables are freed), "Rückgängig" on the reservation's
 * day, or, before 15 minutes after the start, the disabled action with the time from which it is possible.
 */
export function NoShowButtons({ reservation: r, action, size = "sm" }: NoShowButtonsProps) {
  const timeZone = useTimeZone();
  const change = useNoShow();
  const reasonId = useId();
  const busy = change.isPending;
  if (action === "undo") {
    return (
      <Button
        size={size}
        variant="outline"
        loading={busy}
        onClick={() => change.mutate({ id: r._id, status: "confirmed" })}
      >
        <Undo2 aria-hidden="true" />
        {noShowActionTexts.undo}
      </Button>
    );
  }
  if (action === "too_early") {
    const start = reservationStartInstant(r, timeZone);
    return (
      <span className="inline-flex flex-wrap items-center gap-2">
        <Button size={size} variant="outline" disabled aria-describedby={reasonId}>
          <UserX aria-hidden="true" />
          {noShowActionTexts.mark}
        </Button>
        {start ? (
          <span id={reasonId} className="text-sm text-muted-foreground">
            {noShowAvailableFromText(formatTime(noShowAllowedFrom(start), { timeZone }))}
          </span>
        ) : null}
      </span>
    );
  }
  return (
    <ConfirmDialog
      title={noShowActionTexts.markConfirmTitle}
      description={noShowActionTexts.markConfirmText}
      confirmLabel={noShowActionTexts.mark}
      cancelLabel={commonTexts.cancel}
      destructive
      onConfirm={() => change.mutate({ id: r._id, status: "no_show" })}
      trigger={
        <Button size={size} variant="ghost-destructive" loading={busy}>
          <UserX aria-hidden="true" />
          {noShowActionTexts.mark}
        </Button>
      }
    />
  );
}
