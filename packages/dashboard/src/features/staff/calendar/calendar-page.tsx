import { useNavigate, useSearch } from "@tanstack/react-router";
import {
  addDaysToWireDate,
  calendarDayReservations,
  calendarWeekRange,
  dashboardMenuLabels,
  formatWireDate,
  monthGridRange,
} from "@tischservice/core";
import { MonthCalendar, Spinner } from "@tischservice/ui";
import { Suspense, useState } from "react";
import { useNow } from "../../../lib/clock.tsx";
import { useIdlePreload } from "../../../lib/use-idle-preload.ts";
import type { CalendarView } from "../../../search-params.ts";
import { useGuestHints } from "../guest-hints/guest-hints.tsx";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";
import {
  useConfig,
  useReservationRange,
  useSpecialHours,
  useTimeZone,
  useToday,
} from "../restaurant-data/queries.ts";
import { useReservationStatus } from "../restaurant-data/use-reservation-status.ts";
import { CalendarToolbar } from "./calendar-toolbar.tsx";
import { closedOn } from "./closed-on.ts";
import { DayView } from "./day-view.tsx";
import { LazyCalendarDayDialog, loadCalendarDayDialog } from "./lazy-day-dialog.ts";

/** `/app/calendar?view=month|day&date=YYYY-MM-DD`: month and day views, the day modal, direct booking. */
export function CalendarPage() {
  const search = useSearch({ from: "/gastro/calendar" });
  const navigate = useNavigate({ from: "/calendar" });
  const { restaurantId } = useGastro();
  const today = useToday();
  const now = useNow();
  const timeZone = useTimeZone();
  const view: CalendarView = search.view ?? "month";
  const date = search.date ?? today;
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7));
  // The days drawn and no more: the month grid's 42 (with the neighbouring months' days), or the day
  // view's week.
  const reservations = useReservationRange(
    view === "month" ? monthGridRange(year, month) : calendarWeekRange(date),
  );
  const config = useConfig();
  const specialHoursQuery = useSpecialHours();
  const specialHours = specialHoursQuery.data;
  const status = useReservationStatus();
  const [openDay, setOpenDay] = useState<string | null>(null);
  useIdlePreload(loadCalendarDayDialog);

  const openingHours = config.data ? config.data.openingHours : undefined;
  const list = reservations.data ?? [];
  const dayHints = useGuestHints(view === "day" ? { from: date, to: date } : null);
  const openDayHints = useGuestHints(openDay ? { from: openDay, to: openDay } : null);
  // The days are drawn once the opening hours and special closures are known as well: a day drawn open
  // while they load, then found closed by its dialog, would offer a booking that is not there. (A failed
  // load draws the days as before: every day open but the known closures.)
  const loading = reservations.isPending || config.isLoading || specialHoursQuery.isLoading;
  const go = (next: { view?: CalendarView; date?: string }) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }) });

  return (
    <div className="grid gap-4" aria-busy={reservations.isPlaceholderData || undefined}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{dashboardMenuLabels.calendar}</h1>
        <CalendarToolbar view={view} onViewChange={(next) => go({ view: next })} />
      </div>
      {loading ? (
        <Spinner className="justify-center py-10" />
      ) : view === "month" ? (
        <MonthCalendar
          year={year}
          month={month}
          reservations={list}
          openingHours={openingHours}
          specialHours={specialHours ?? null}
          now={now}
          timeZone={timeZone}
          selectedDate={openDay}
          onSelectDate={(day) => setOpenDay(day)}
          onMonthChange={({ year, month }) => go({ date: formatWireDate({ year, month, day: 1 }) })}
        />
      ) : (
        <DayView
          date={date}
          reservations={list}
          openingHours={openingHours}
          specialHours={specialHours}
          onStep={(direction) => go({ date: addDaysToWireDate(date, direction) ?? date })}
          onSelectDay={(day) => go({ date: day })}
          onOpenDay={setOpenDay}
          guestHints={dayHints}
          pacing={config.data?.pacing}
        />
      )}
      {openDay ? (
        <Suspense fallback={<Spinner className="justify-center" />}>
          <LazyCalendarDayDialog
            restaurantId={restaurantId}
            date={openDay}
            onOpenChange={(open) => {
              if (!open) setOpenDay(null);
            }}
            closed={closedOn(openDay, openingHours, specialHours)}
            reservations={calendarDayReservations(list, openDay)}
            busyId={status.isPending ? (status.variables?.id ?? null) : null}
            onCancel={(id) => status.mutate({ id, status: "cancelled" })}
            guestHints={openDayHints}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
