// The project's own texts of special-hours.ts (not in the spec), merged into its catalogue there.

/** The project's own part of `specialHoursTexts` (merged there). */
export const specialHoursTexts = {
  add: "Spezielle Zeit hinzufügen",
  dialogCreateTitle: "Spezielle Öffnungszeit hinzufügen",
  dialogEditTitle: "Spezielle Öffnungszeit bearbeiten",
  titleLabel: "Titel",
  titlePlaceholder: "z.B. Weihnachten",
  typeLabel: "Art",
  startDateLabel: "Startdatum",
  endDateLabel: "Enddatum",
  recurringLabel: "Jährlich wiederkehrend",
  openTimeLabel: "Öffnet",
  closeTimeLabel: "Schließt",
  descriptionLabel: "Beschreibung (optional)",
  empty: "Keine speziellen Zeiten eingetragen",
  deleteConfirm: "Möchten Sie diese spezielle Öffnungszeit wirklich löschen?",
  saveFailed: "Fehler beim Speichern der speziellen Öffnungszeit",
  save: "Speichern",
  saving: "Wird gespeichert...",
  cancel: "Abbrechen",
  delete: "Löschen",
  recurringBadge: "jährlich",
  customHoursHeading: "Abweichende Öffnungszeiten",
  customHoursHint: "Leer lassen, um die regulären Öffnungszeiten zu behalten.",
  customHoursIncomplete: "Bitte geben Sie Öffnungs- und Schließzeit an oder lassen Sie beide leer.",
  regularHours: "Reguläre Öffnungszeiten",
  saved: "Spezielle Öffnungszeit gespeichert.",
  deleted: "Spezielle Öffnungszeit gelöscht.",
} as const;

/** Accessible names of a list entry's buttons: 'Weihnachten bearbeiten', 'Weihnachten löschen'. */
export function specialHourEditAriaLabel(title: string): string {
  return `${title.trim()} bearbeiten`;
}
