import {
  calendarTexts,
  DAY_MODAL_ANIMATION_MS,
  dayModalReservationsTab,
  formatLongDate,
  type Reservation,
} from "@tischservice/core";
import {
  Dialog,
  DialogContent,
  DialogHeader,
  DialogTitle,
  ReservationCard,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "@tischservice/ui";
import type { ReactNode } from "react";
import type { GuestHints } from "../../../api/guest-hints.ts";
import { useNow } from "../../../lib/clock.tsx";
import { GuestHintLine } from "../guest-hints/guest-hints.tsx";
import { toCardData } from "../home/to-card-data.ts";
import { useTimeZone } from "../restaurant-data/queries.ts";
import { visitCardActions } from "../seating/visit-card-actions.tsx";
import { useSwipeDismiss } from "./use-swipe-dismiss.ts";

export interface DayDialogProps {
  date: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  closed: boolean;
  /** The day's reservations, cancelled excluded. */
  reservations: readonly Reservation[];
  onCancel: (id: string) => void;
  busyId: string | null;
  /** The "Neue Buchung" pane (direct booking). */
  booking: ReactNode;
  /** What the restaurant knows of each guest, by reservation id. */
  guestHints?: GuestHints | undefined;
}

/**
 * The day modal: "Neue Buchung" (not on closed days) and "Reservierungen (n)" with "Stornieren" behind
 * the confirm dialog. Closes on Escape, the close button, or a swipe down (22 % or a fast swipe); 400 ms.
 */
export function DayDialog({
  date,
  open,
  onOpenChange,
  closed,
  reservations,
  onCancel,
  busyId,
  booking,
  guestHints,
}: DayDialogProps) {
  const { offset, handleProps } = useSwipeDismiss(() => onOpenChange(false));
  const now = useNow();
  const timeZone = useTimeZone();
  const listTab = dayModalReservationsTab(reservations.length);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        aria-describedby={undefined}
        size="wide"
        className="max-h-[calc(100dvh-1rem)] content-start"
        style={{
          animationDuration: `${DAY_MODAL_ANIMATION_MS}ms`,
          ...(offset > 0 ? { translate: `-50% calc(-50% + ${offset}px)` } : {}),
        }}
        closeLabel={calendarTexts.closeModal}
      >
        <div
          aria-hidden="true"
          className="-mt-3 mb-1 flex cursor-grab touch-none justify-center py-1 md:hidden"
          {...handleProps}
        >
          <span className="h-1.5 w-12 rounded-full bg-muted-foreground/40" />
        </div>
        <DialogHeader>
          <DialogTitle>{formatLongDate(date)}</DialogTitle>
          {closed ? <p className="m-0 text-sm text-muted-foreground">{calendarTexts.closedDay}</p> : null}
        </DialogHeader>
        <Tabs defaultValue={closed ? "list" : "new"} className="grid gap-4">
          <TabsList>
            {closed ? null : <TabsTrigger value="new">{calendarTexts.tabNewBooking}</TabsTrigger>}
            <TabsTrigger value="list">{listTab}</TabsTrigger>
          </TabsList>
          {closed ? null : <TabsContent value="new">{booking}</TabsContent>}
          <TabsContent value="list">
            {reservations.length === 0 ? (
              <p className="m-0 text-sm text-muted-foreground">{calendarTexts.noReservationsOnDay}</p>
            ) : (
              <ul className="m-0 grid list-none gap-3 p-0">
                {reservations.map((r) => (
                  <li key={r._id}>
                    <ReservationCard
                      reservation={toCardData(r)}
                      busy={busyId === r._id}
                      onCancel={() => onCancel(r._id)}
                      actions={visitCardActions(r, now, timeZone)}
                      guestHint={<GuestHintLine hint={guestHints?.[r._id]} />}
                    />
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}
