import { floorPlanDialogTitle, floorPlanTexts, type Reservation } from "@tischservice/core";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "@tischservice/ui";
import { useState } from "react";
import { useNow } from "../../../lib/clock.tsx";
import { useGuestHintsOf } from "../guest-hints/guest-hints.tsx";
import { DineInOrderComposer } from "../orders/dine-in-order-composer.tsx";
import { useConfig, useReservationRange, useTimeZone } from "../restaurant-data/queries.ts";
import { visitCardActions } from "../seating/visit-card-actions.tsx";
import type { FloorPlanTable } from "./floor-plan-model.ts";
import { TableMomentPanel } from "./table-moment-panel.tsx";
import { TableReservations } from "./table-reservations.tsx";

/** A tab whose label may wrap onto a second line (see the tab list below). */
const wrappingTab = "min-h-8 py-1 text-center whitespace-normal";

export interface TableDialogProps {
  restaurantId: string;
  table: FloorPlanTable | null;
  /** The floor plan's reservations: today's among them. */
  reservations: readonly Reservation[];
  today: string;
  /** Every table of the plan (moving a reservation to another one). */
  tables: readonly FloorPlanTable[];
  /** The moment the plan shows, and its caption ("Stand 19:30 Uhr"). */
  at: Date;
  caption: string;
  onClose: () => void;
}

/**
 * The dialog of a tapped table: "Bestellung aufnehmen" (a dine-in order for this table, category tabs
 * drink / appetizer / main / dessert) and its reservations for the chosen day.
 */
export function TableDialog({
  restaurantId,
  table,
  reservations,
  today,
  tables,
  at,
  caption,
  onClose,
}: TableDialogProps) {
  const [date, setDate] = useState(today);
  // Today comes with the floor plan; another day is loaded for itself, that day only.
  const otherDay = useReservationRange(table && date !== today ? { from: date, to: date } : null);
  const shown = date === today ? reservations : (otherDay.data ?? []);
  const now = useNow();
  const timeZone = useTimeZone();
  const config = useConfig().data ?? null;
  const guestHints = useGuestHintsOf(restaurantId, table ? { from: date, to: date } : null).data;
  return (
    <Dialog
      open={table !== null}
      onOpenChange={(open) => {
        if (open) return;
        setDate(today);
        onClose();
      }}
    >
      {table ? (
        <DialogContent size="wide">
          <DialogHeader>
            <DialogTitle>{floorPlanDialogTitle(table.name, table.seats)}</DialogTitle>
            <DialogDescription>{floorPlanTexts[`legend${capitalised(table.state)}`]}</DialogDescription>
          </DialogHeader>
          <TableMomentPanel
            table={table}
            tables={tables}
            reservations={reservations}
            now={now}
            at={at}
            caption={caption}
            timeZone={timeZone}
            stayDurations={config}
          />
          <Tabs defaultValue="order">
            {/* Two halves whose labels may wrap: on a phone the dialog is narrower than both labels on one line. */}
            <TabsList className="grid h-auto min-h-10 w-full grid-cols-2">
              <TabsTrigger value="order" className={wrappingTab}>
                {floorPlanTexts.tabOrder}
              </TabsTrigger>
              <TabsTrigger value="reservations" className={wrappingTab}>
                {floorPlanTexts.tabReservations}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="order">
              <DineInOrderComposer restaurantId={restaurantId} tableId={table.id} />
            </TabsContent>
            <TabsContent value="reservations">
              <TableReservations
                reservations={shown}
                tableId={table.id}
                date={date}
                onDateChange={setDate}
                actions={(r) => visitCardActions(r, now, timeZone)}
                guestHints={guestHints}
              />
            </TabsContent>
          </Tabs>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function capitalised<T extends string>(value: T): Capitalize<T> {
  return (value.charAt(0).toUpperCase() + value.slice(1)) as Capitalize<T>;
}
