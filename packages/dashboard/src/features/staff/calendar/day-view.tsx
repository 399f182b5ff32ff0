import {
  calendarDayReservations,
  calendarTexts,
  formatLongDate,
  type OpeningHoursLike,
  type Pacing,
  type Reservation,
  type SpecialHourLike,
} from "@tischservice/core";
import { Button, cn, IconButton, ReservationCard } from "@tischservice/ui";
import { ChevronLeft, ChevronRight, Plus } from "lucide-react";
import type { GuestHints } from "../../../api/guest-hints.ts";
import { GuestHintLine } from "../guest-hints/guest-hints.tsx";
import { toCardData } from "../home/to-card-data.ts";
import { closedOn } from "./closed-on.ts";
import { PacingStrip } from "./pacing-strip.tsx";
import { useHorizontalSwipe } from "./use-horizontal-swipe.ts";
import { WeekOverview } from "./week-overview.tsx";

export interface DayViewProps {
  date: string;
  reservations: readonly Reservation[];
  openingHours?: OpeningHoursLike | null | undefined;
  specialHours?: readonly SpecialHourLike[] | undefined;
  onStep: (direction: 1 | -1) => void;
  onSelectDay: (date: string) => void;
  onOpenDay: (date: string) => void;
  /** What the restaurant knows of each guest, by reservation id. */
  guestHints?: GuestHints | undefined;
  /** The restaurant's pacing: the day's arrivals per window are shown when it has one. */
  pacing?: Pacing | null | undefined;
}

/** The day view: arrows and swipe by one day, the day's reservations in detail, the week around it. */
export function DayView({
  date,
  reservations,
  openingHours,
  specialHours,
  onStep,
  onSelectDay,
  onOpenDay,
  guestHints,
  pacing,
}: DayViewProps) {
  const swipe = useHorizontalSwipe(onStep);
  const closed = closedOn(date, openingHours, specialHours);
  const list = calendarDayReservations(reservations, date);
  return (
    <div className="grid gap-6">
      <div className="grid touch-pan-y gap-4 rounded-xl border border-border bg-card p-4" {...swipe}>
        <header className="flex items-center justify-between gap-2">
          <IconButton
            label={calendarTexts.previousDay}
            icon={<ChevronLeft aria-hidden="true" />}
            onClick={() => onStep(-1)}
          />
          <h2
            aria-live="polite"
            className={cn(
              "text-center text-lg font-semibold",
              closed && "text-muted-foreground line-through",
            )}
          >
            {formatLongDate(date)}
            {closed ? <span className="sr-only"> ({calendarTexts.closedDay})</span> : null}
          </h2>
          <IconButton
            label={calendarTexts.nextDay}
            icon={<ChevronRight aria-hidden="true" />}
            onClick={() => onStep(1)}
          />
        </header>
        <PacingStrip reservations={list} pacing={pacing} />
        <div className="flex justify-end">
          <Button variant="outline" onClick={() => onOpenDay(date)}>
            <Plus aria-hidden="true" />
            {calendarTexts.tabNewBooking}
          </Button>
        </div>
        {list.length === 0 ? (
          <p className="m-0 text-sm text-muted-foreground">{calendarTexts.noReservationsOnDay}</p>
        ) : (
          <ul className="m-0 grid list-none gap-3 p-0 md:grid-cols-2">
            {list.map((r) => (
              <li key={r._id}>
                <ReservationCard
                  reservation={toCardData(r)}
                  guestHint={<GuestHintLine hint={guestHints?.[r._id]} />}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      <WeekOverview
        date={date}
        reservations={reservations}
        openingHours={openingHours}
        specialHours={specialHours}
        onSelectDay={onSelectDay}
      />
    </div>
  );
}
