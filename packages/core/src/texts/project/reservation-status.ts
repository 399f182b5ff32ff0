// The project's own texts of reservation-status.ts (not in the spec), merged into its catalogue there.

/** The project's own part of `reservationStatusLabels` (merged there). */
export const reservationStatusLabels = {
  // The steps of the visit after "Bestätigt": at the door, at the table, gone ('completed' also has the
  // spec's grey colour).
  arrived: "Angekommen",
  seated: "Platziert",
  completed: "Abgeschlossen",
  // every other value "is shown as declined in red"; our German word for it.
  declined: "Abgelehnt",
  // The guest did not come; staff may undo it the same day.
  no_show: "Nicht erschienen",
} as const;

/**
 * 'Vom Gast bestätigt am 11.06.2026 um 20:30 Uhr': the mark of a reservation the guest confirmed from their
 * reminder. Here beside the status labels, which every reservation card on the dashboard's first
 * load already brings, rather than among the reminder's other texts.
 */
export function guestConfirmedAtText(date: string, time: string): string {
  return `Vom Gast bestätigt am ${date} um ${time} Uhr`;
}
