// The project's own texts of reservation-status.ts (not in the spec), merged into its catalogue there.

/** The project's own part of `reservationStatusLabels` (merged there). */
export const reservationStatusLabels = {
  // 'completed' has a grey colour but no label; matches the derived label of past ones.
  completed: "Abgeschlossen",
  // every other value "is shown as declined in red"; our German word for it.
  declined: "Abgelehnt",
  // The guest did not come (issue 19); staff may undo it the same day.
  no_show: "Nicht erschienen",
} as const;
