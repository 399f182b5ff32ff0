import type { Reservation } from "@tischservice/core";
import { seatNowTexts } from "@tischservice/core";
import { useMemo } from "react";
import { serverMessageOr } from "../../../api/http.ts";
import { seatNowRefusalOf } from "../../../api/seat-now.ts";
import { useNow } from "../../../lib/clock.tsx";
import { useConfig, useTimeZone } from "../restaurant-data/queries.ts";
import { seatNowCheck } from "./seat-now-check.ts";
import { SeatNowDialogView } from "./seat-now-dialog-view.tsx";
import { useSeatNow } from "./use-seat-now.ts";

export interface SeatNowDialogProps {
  table: { id: string; name: string; seats: number };
  /** The plan's reservations: the dialog tells at once whether the table is free for the stay. */
  reservations: readonly Reservation[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Gast platzieren" for a table of the plan: a walk-in seated there from now on. */
export function SeatNowDialog({ table, reservations, open, onOpenChange }: SeatNowDialogProps) {
  const now = useNow();
  const timeZone = useTimeZone();
  const config = useConfig().data ?? null;
  const seat = useSeatNow(table.name);
  const refusal = useMemo(() => seatNowRefusalOf(seat.error), [seat.error]);
  const check = useMemo(
    () => seatNowCheck({ table, reservations, now, timeZone, config, refusal }),
    [table, reservations, now, timeZone, config, refusal],
  );
  const close = (next: boolean) => {
    if (!next) seat.reset();
    onOpenChange(next);
  };
  return (
    <SeatNowDialogView
      tableName={table.name}
      open={open}
      onOpenChange={close}
      check={check}
      submitting={seat.isPending}
      // A refusal with a shorter stay shows as the form's warning with its offer, not twice.
      error={seat.error && !refusal?.freeUntil ? serverMessageOr(seat.error, seatNowTexts.failed) : null}
      onSubmit={({ customerName, customerPhone, ...values }) =>
        seat.mutate(
          {
            tableId: table.id,
            ...values,
            ...(customerName ? { customerName } : {}),
            ...(customerPhone ? { customerPhone } : {}),
          },
          { onSuccess: () => close(false) },
        )
      }
    />
  );
}
