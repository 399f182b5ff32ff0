import { hasLabelKey } from "./has-key.ts";

/** Special hours (Feiertage & Spezielle Zeiten; dashboard spec sections 2.8, 3 and 8). */
export const specialHoursTexts = {
  title: "Feiertage & Spezielle Zeiten",
  add: "Spezielle Zeit hinzufügen", // not in the spec
  dialogCreateTitle: "Spezielle Öffnungszeit hinzufügen", // not in the spec
  dialogEditTitle: "Spezielle Öffnungszeit bearbeiten", // not in the spec
  titleLabel: "Titel", // not in the spec
  titlePlaceholder: "z.B. Weihnachten", // not in the spec
  typeLabel: "Art", // not in the spec
  startDateLabel: "Startdatum", // not in the spec
  endDateLabel: "Enddatum", // not in the spec
  recurringLabel: "Jährlich wiederkehrend", // not in the spec
  closedLabel: "Geschlossen",
  openTimeLabel: "Öffnet", // not in the spec
  closeTimeLabel: "Schließt", // not in the spec
  descriptionLabel: "Beschreibung (optional)", // not in the spec
  empty: "Keine speziellen Zeiten eingetragen", // not in the spec
  deleteConfirm: "Möchten Sie diese spezielle Öffnungszeit wirklich löschen?", // not in the spec
  deleteFailed: "Fehler beim Löschen der speziellen Öffnungszeit",
  saveFailed: "Fehler beim Speichern der speziellen Öffnungszeit", // not in the spec
  save: "Speichern", // not in the spec
  saving: "Wird gespeichert...", // not in the spec
  cancel: "Abbrechen", // not in the spec
  delete: "Löschen", // not in the spec
  recurringBadge: "jährlich", // not in the spec
  customHoursHeading: "Abweichende Öffnungszeiten", // not in the spec
  customHoursHint: "Leer lassen, um die regulären Öffnungszeiten zu behalten.", // not in the spec
  customHoursIncomplete: "Bitte geben Sie Öffnungs- und Schließzeit an oder lassen Sie beide leer.", // not in the spec
  regularHours: "Reguläre Öffnungszeiten", // not in the spec
  saved: "Spezielle Öffnungszeit gespeichert.", // not in the spec
  deleted: "Spezielle Öffnungszeit gelöscht.", // not in the spec
} as const;

/** 'Fehler beim Speichern: {message}' (spec 8); without a message the generic save failure. */
export function specialHourSaveError(message?: string | null): string {
  const trimmed = message?.trim();
  return trimmed ? `Fehler beim Speichern: ${trimmed}` : specialHoursTexts.saveFailed;
}

/** Accessible names of a list entry's buttons: 'Weihnachten bearbeiten', 'Weihnachten löschen'. // not in the spec */
export function specialHourEditAriaLabel(title: string): string {
  return `${title.trim()} bearbeiten`;
}
export function specialHourDeleteAriaLabel(title: string): string {
  return `${title.trim()} löschen`;
}

/** Type labels (holiday, vacation, special_event, closed, other). */
export const specialHourTypeLabels = {
  holiday: "Feiertag",
  vacation: "Urlaub",
  special_event: "Besonderes Ereignis",
  closed: "Geschlossen",
  other: "Sonstiges",
} as const;

/** A special-hour type key. */
export type SpecialHourTypeKey = keyof typeof specialHourTypeLabels;

/** Label of a stored type; unknown values read 'Sonstiges'. */
export function specialHourTypeLabel(type: string | null | undefined): string {
  const key = type?.trim() ?? "";
  return hasLabelKey(specialHourTypeLabels, key) ? specialHourTypeLabels[key] : specialHourTypeLabels.other;
}
