import { type Reservation, seatNowTexts } from "@tischservice/core";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@tischservice/ui";
import { useMemo } from "react";
import { serverMessageOr } from "../../api/http.ts";
import { seatNowRefusalOf } from "../../api/seat-now.ts";
import { useNow } from "../../lib/clock.tsx";
import { useConfig, useTimeZone } from "../data/queries.ts";
import { seatNowCheck } from "./seat-now-check.ts";
import { SeatNowForm } from "./seat-now-form.tsx";
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
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{seatNowTexts.title}</DialogTitle>
          <DialogDescription>{seatNowTexts.description(table.name)}</DialogDescription>
        </DialogHeader>
        <SeatNowForm
          check={check}
          submitting={seat.isPending}
          error={seat.error && !refusal?.freeUntil ? serverMessageOr(seat.error, seatNowTexts.failed) : null}
          onCancel={() => close(false)}
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
      </DialogContent>
    </Dialog>
  );
}
