import { lazy } from "react";

/**
 * The day modal with direct booking (Radix dialog and tabs, slot grid, guest picker) in its own chunk:
 * the month and day views paint without it, and it is preloaded once the browser is idle.
 */
export const loadCalendarDayDialog = () => import("./calendar-day-dialog.tsx");

export const LazyCalendarDayDialog = lazy(() =>
  loadCalendarDayDialog().then((m) => ({ default: m.CalendarDayDialog })),
);
