import {
  formatLongDate,
  homeTexts,
  type Reservation,
  type TodaySummary,
  upcomingReservationsCount,
} from "@tischservice/core";
import { Button, EmptyState, ReservationCard, StatTile } from "@tischservice/ui";
import { CalendarCheck, CalendarDays, Clock, Hourglass, Users } from "lucide-react";
import type { GuestHints } from "../../../api/guest-hints.ts";
import { GuestHintLine } from "../guest-hints/guest-hints.tsx";
import { visitCardActions } from "../seating/visit-card-actions.tsx";
import { toCardData } from "./to-card-data.ts";

export interface TodayCardProps {
  today: string;
  summary: TodaySummary<Reservation>;
  onConfirm: (id: string) => void;
  onReject: (id: string) => void;
  busyId: string | null;
  onOpenCalendar: () => void;
  /** The clock and time zone that decide the no-show action. */
  now: Date;
  timeZone: string;
  /** What the restaurant knows of each guest, by reservation id. */
  guestHints?: GuestHints | undefined;
}

const monthShort = new Intl.DateTimeFormat("de-DE", { month: "short", timeZone: "UTC" });

/** Today's card: date badge, Gesamt/Bestätigt/Ausstehend/Gäste, and the list (or the empty state). */
export function TodayCard({
  today,
  summary,
  onConfirm,
  onReject,
  busyId,
  onOpenCalendar,
  guestHints,
  now,
  timeZone,
}: TodayCardProps) {
  const [year, month, day] = today.split("-").map(Number);
  const badgeMonth = monthShort.format(new Date(Date.UTC(year ?? 2000, (month ?? 1) - 1, day ?? 1)));
  return (
    <section
      aria-labelledby="today-heading"
      className="grid gap-4 rounded-2xl border border-border bg-card p-4 shadow-xs sm:p-6"
    >
      <header className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-14 shrink-0 flex-col items-center justify-center rounded-xl bg-primary text-primary-foreground"
        >
          <span className="text-xl leading-none font-bold tabular-nums">{day}</span>
          <span className="text-xs uppercase">{badgeMonth}</span>
        </span>
        <div>
          <h2 id="today-heading" className="text-xl font-semibold">
            {homeTexts.todayHeading}
          </h2>
          <p className="m-0 text-sm text-muted-foreground">{formatLongDate(today)}</p>
        </div>
      </header>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatTile label={homeTexts.counterTotal} value={summary.total} icon={<CalendarDays />} />
        <StatTile label={homeTexts.counterConfirmed} value={summary.confirmed} icon={<CalendarCheck />} />
        <StatTile label={homeTexts.counterPending} value={summary.pending} icon={<Hourglass />} />
        <StatTile label={homeTexts.counterGuests} value={summary.guests} icon={<Users />} />
      </div>
      {summary.reservations.length === 0 ? (
        <EmptyState
          icon={<Clock />}
          title={homeTexts.noReservationsToday}
          description={
            summary.upcoming > 0 ? upcomingReservationsCount(summary.upcoming) : homeTexts.readyForBookings
          }
          action={<Button onClick={onOpenCalendar}>{homeTexts.openCalendar}</Button>}
        />
      ) : (
        <ul className="m-0 grid list-none gap-3 p-0 md:grid-cols-2">
          {summary.reservations.map((r) => (
            <li key={r._id}>
              <ReservationCard
                reservation={toCardData(r)}
                busy={busyId === r._id}
                onConfirm={() => onConfirm(r._id)}
                onReject={() => onReject(r._id)}
                actions={visitCardActions(r, now, timeZone)}
                guestHint={<GuestHintLine hint={guestHints?.[r._id]} />}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
