import {
  floorPlanMomentTexts,
  floorPlanTexts,
  guestCountLabel,
  type Reservation,
  reservationGuestsOf,
  type StayDurationsConfig,
  seatingActionsAt,
  seatNowTexts,
  type TableFloorState,
  tableMoment,
} from "@tischservice/core";
import { Button } from "@tischservice/ui";
import { useState } from "react";
import { useSeatingStep } from "../restaurant-data/use-seating-step.ts";
import type { FloorPlanTable } from "./floor-plan-model.ts";
import { MoveTableDialog } from "./move-table-dialog.tsx";
import { SeatNowDialog } from "./seat-now-dialog.tsx";

const stateLabels: Readonly<Record<TableFloorState, string>> = {
  available: floorPlanTexts.legendAvailable,
  reserved: floorPlanTexts.legendReserved,
  arrived: floorPlanTexts.legendArrived,
  occupied: floorPlanTexts.legendOccupied,
};

/** Statuses whose reservation may still change tables (not over, not given up). */
const movable = new Set(["pending", "confirmed", "arrived", "seated"]);

export interface TableMomentPanelProps {
  table: FloorPlanTable;
  /** Every table of the plan (the choice of another one). */
  tables: readonly FloorPlanTable[];
  reservations: readonly Reservation[];
  now: Date;
  /** The moment the plan shows. */
  at: Date;
  /** "Jetzt, 19:10 Uhr" or "Stand 19:30 Uhr". */
  caption: string;
  timeZone: string;
  stayDurations: StayDurationsConfig | null;
}

/**
 * The tapped table at the moment the plan shows: its state and the booking holding it, "Platzieren" for
 * that booking's guest, "Tisch wechseln" to move the booking, and "Gast platzieren" while nobody holds the
 * table now (a walk-in is seated from now on, whatever moment the plan shows).
 */
export function TableMomentPanel({
  table,
  tables,
  reservations,
  now,
  at,
  caption,
  timeZone,
  stayDurations,
}: TableMomentPanelProps) {
  const [dialog, setDialog] = useState<"seat-now" | "move" | null>(null);
  const seat = useSeatingStep();
  const options = { stayDurations: stayDurations ?? {}, timeZone };
  const moment = tableMoment({ _id: table.id }, reservations, now, { ...options, at });
  const present = tableMoment({ _id: table.id }, reservations, now, options);
  const booking = moment.reservation;
  const freeNow = present.state === "available" || present.state === "reserved";
  const canSeat = booking !== null && seatingActionsAt(booking, now, timeZone).next.includes("seated");
  const canMove = booking !== null && movable.has(booking.status);
  return (
    <section aria-label={caption} className="grid gap-2 rounded-lg border border-border bg-muted/40 p-3">
      <p className="m-0 text-sm">
        <span className="font-medium">{caption}:</span> {stateLabels[moment.state]}
      </p>
      {booking ? (
        <p className="m-0 text-sm">
          {floorPlanMomentTexts.booking(
            booking.timeSlot,
            booking.customerName,
            guestCountLabel(reservationGuestsOf(booking)),
          )}
        </p>
      ) : null}
      {freeNow || canSeat || canMove ? (
        <div className="flex flex-wrap gap-2">
          {canSeat && booking ? (
            <Button
              loading={seat.isPending}
              onClick={() => seat.mutate({ id: booking._id, status: "seated" })}
            >
              {floorPlanMomentTexts.seat}
            </Button>
          ) : null}
          {canMove ? (
            <Button variant="outline" onClick={() => setDialog("move")}>
              {floorPlanMomentTexts.moveTable}
            </Button>
          ) : null}
          {freeNow ? (
            <Button variant={canSeat ? "outline" : "default"} onClick={() => setDialog("seat-now")}>
              {seatNowTexts.action}
            </Button>
          ) : null}
        </div>
      ) : null}
      {freeNow ? (
        <SeatNowDialog
          table={table}
          reservations={reservations}
          open={dialog === "seat-now"}
          onOpenChange={(open) => setDialog(open ? "seat-now" : null)}
        />
      ) : null}
      {booking && canMove ? (
        <MoveTableDialog
          reservation={booking}
          from={table}
          tables={tables}
          reservations={reservations}
          open={dialog === "move"}
          onOpenChange={(open) => setDialog(open ? "move" : null)}
        />
      ) : null}
    </section>
  );
}
