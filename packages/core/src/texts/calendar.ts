import * as project from "./project/calendar.ts";
/** The calendar tab and its day modal (dashboard spec section 2.2). */
export const calendarTexts = {
  viewMonth: "Monat",
  viewDay: "Tag",
  tabNewBooking: "Neue Buchung",
  cancelReservation: "Stornieren",
  cancelConfirm: "Möchten Sie diese Reservierung wirklich stornieren?",
  closeModal: "Schließen",
  ...project.calendarTexts,
} as const;

/** '... und N weitere' below the first 4 reservations of a cell. */
export function moreReservations(count: number): string {
  return `... und ${count} weitere`;
}

/** 'Reservierungen (n)', the day modal's second sub-tab. */
export function dayModalReservationsTab(count: number): string {
  return `Reservierungen (${count})`;
}

export { calendarDayAriaLabel } from "./project/calendar.ts";
