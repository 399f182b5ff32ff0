import {
  floorPlanReservationBadge,
  floorPlanTexts,
  guestCountLabel,
  type Reservation,
  reservationGuestsOf,
} from "@tischservice/core";
import { FormField, Input, StatusBadge } from "@tischservice/ui";
import { type ReactNode, useId } from "react";
import type { GuestHints } from "../../../api/guest-hints.ts";
import { GuestHintLine } from "../guest-hints/guest-hints.tsx";
import { tableReservationsOnDay } from "./floor-plan-model.ts";

export interface TableReservationsProps {
  reservations: readonly Reservation[];
  tableId: string;
  date: string;
  onDateChange: (date: string) => void;
  /** Actions beside a reservation's status, e.g. "Nicht erschienen". */
  actions?: (reservation: Reservation) => ReactNode;
  /** What the restaurant knows of each guest, by reservation id. */
  guestHints?: GuestHints | undefined;
}

/** The table's reservations on the chosen day with Bestätigt / Ausstehend (cancelled ones left out). */
export function TableReservations({
  reservations,
  tableId,
  date,
  onDateChange,
  guestHints,
  actions,
}: TableReservationsProps) {
  const list = tableReservationsOnDay(reservations, tableId, date);
  const headingId = useId();
  return (
    <div className="grid gap-3">
      <FormField label={floorPlanTexts.dayLabel} className="max-w-48">
        <Input
          type="date"
          value={date}
          required
          onChange={(event) => {
            if (event.currentTarget.value) onDateChange(event.currentTarget.value);
          }}
        />
      </FormField>
      <h3 id={headingId} className="sr-only">
        {floorPlanTexts.tabReservations}
      </h3>
      {list.length === 0 ? (
        <p className="m-0 text-sm text-muted-foreground">{floorPlanTexts.noReservationsForTable}</p>
      ) : (
        <ul aria-labelledby={headingId} className="m-0 grid list-none gap-2 p-0">
          {list.map((reservation) => (
            <li
              key={reservation._id}
              className="flex items-center justify-between gap-3 rounded-lg border border-border p-3"
            >
              <div className="grid min-w-0 gap-0.5">
                <span className="font-medium">
                  {reservation.timeSlot} · {reservation.customerName}
                </span>
                <span className="text-sm text-muted-foreground">
                  {guestCountLabel(reservationGuestsOf(reservation))}
                </span>
                <GuestHintLine hint={guestHints?.[reservation._id]} />
              </div>
              <div className="flex shrink-0 flex-wrap items-center justify-end gap-2">
                <StatusBadge status={floorPlanReservationBadge(reservation.status)} />
                {actions?.(reservation)}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
