import {
  addDaysToWireDate,
  CALENDAR_DAY_PREVIEW_MAX,
  calendarDayReservations,
  calendarWeekRange,
  type OpeningHoursLike,
  type Reservation,
  type SpecialHourLike,
} from "@tischservice/core";
import { cn, DayList } from "@tischservice/ui";
import { calendarPageTexts } from "./calendar-texts.ts";
import { closedOn } from "./closed-on.ts";

export interface WeekOverviewProps {
  date: string;
  reservations: readonly Reservation[];
  openingHours?: OpeningHoursLike | null | undefined;
  specialHours?: readonly SpecialHourLike[] | undefined;
  onSelectDay: (date: string) => void;
}

/** The week (Sunday first) around a day: each cell shows up to 4 reservations, then "... und N weitere". */
export function WeekOverview({
  date,
  reservations,
  openingHours,
  specialHours,
  onSelectDay,
}: WeekOverviewProps) {
  const sunday = calendarWeekRange(date)?.from ?? date;
  const days = Array.from({ length: 7 }, (_, i) => addDaysToWireDate(sunday, i) ?? sunday);
  return (
    <section aria-label={calendarPageTexts.weekOverview} className="grid gap-3">
      <h2 className="text-lg font-semibold">{calendarPageTexts.weekOverview}</h2>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {days.map((day) => {
          const closed = closedOn(day, openingHours, specialHours);
          return (
            <div
              key={day}
              className={cn(
                "rounded-xl border border-border p-3",
                day === date ? "border-primary-strong bg-primary-soft/40" : "bg-card",
                closed && "bg-muted",
              )}
            >
              <DayList
                date={day}
                closed={closed}
                maxItems={CALENDAR_DAY_PREVIEW_MAX}
                items={calendarDayReservations(reservations, day).map((r) => ({
                  id: r._id,
                  customerName: r.customerName,
                  timeSlot: r.timeSlot,
                  guests: r.numberOfGuests,
                  status: r.status,
                }))}
                onSelect={() => onSelectDay(day)}
              />
            </div>
          );
        })}
      </div>
    </section>
  );
}
