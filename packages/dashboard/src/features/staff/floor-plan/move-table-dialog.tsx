import {
  formatTime,
  guestCountLabel,
  moveTableOptions,
  moveTableTexts,
  type Reservation,
  reservationGuestsOf,
  reservationStayWindow,
} from "@tischservice/core";
import { useMemo } from "react";
import { serverMessageOr } from "../../../api/http.ts";
import { useNow } from "../../../lib/clock.tsx";
import { useConfig, useTimeZone } from "../restaurant-data/queries.ts";
import type { FloorPlanTable } from "./floor-plan-model.ts";
import { MoveTableDialogView } from "./move-table-dialog-view.tsx";
import { useMoveTable } from "./use-move-table.ts";

export interface MoveTableDialogProps {
  reservation: Reservation;
  /** The table it is on now (named in the description). */
  from: FloorPlanTable;
  tables: readonly FloorPlanTable[];
  reservations: readonly Reservation[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Tisch wechseln": moves a reservation to another table free for its whole stay. */
export function MoveTableDialog({
  reservation,
  from,
  tables,
  reservations,
  open,
  onOpenChange,
}: MoveTableDialogProps) {
  const now = useNow();
  const timeZone = useTimeZone();
  const config = useConfig().data ?? null;
  const move = useMoveTable();
  const options = useMemo(() => ({ stayDurations: config ?? {}, timeZone }), [config, timeZone]);
  const choices = useMemo(
    () =>
      moveTableOptions(
        tables.map((table) => ({
          _id: table.id,
          seats: table.seats,
          tableNumber: table.label,
          name: table.name,
        })),
        reservations,
        reservation,
        now,
        options,
      ).map((table) => ({ id: table._id, name: table.name, seats: table.seats })),
    [tables, reservations, reservation, now, options],
  );
  const stay = reservationStayWindow(reservation, options);
  const time = (ms: number) => formatTime(new Date(ms), { timeZone });
  const close = (next: boolean) => {
    if (!next) move.reset();
    onOpenChange(next);
  };
  return (
    <MoveTableDialogView
      description={moveTableTexts.description(
        reservation.customerName,
        guestCountLabel(reservationGuestsOf(reservation)),
        stay ? time(stay.start) : reservation.timeSlot,
        stay ? time(stay.end) : "",
        from.name,
      )}
      open={open}
      onOpenChange={close}
      choices={choices}
      submitting={move.isPending}
      error={move.error ? serverMessageOr(move.error, moveTableTexts.failed) : null}
      onSubmit={(tableId) =>
        move.mutate(
          {
            reservationId: reservation._id,
            expectedUpdatedAt: reservation.updated_at,
            tableId,
            tableName: choices.find((choice) => choice.id === tableId)?.name ?? "",
          },
          { onSuccess: () => close(false) },
        )
      }
    />
  );
}
