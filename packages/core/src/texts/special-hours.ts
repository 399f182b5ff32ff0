import { hasLabelKey } from "./has-key.ts";

/** Special hours (Feiertage & Spezielle Zeiten; docs/requirements.md#special-hours). */
export const specialHoursTexts = {
  title: "Feiertage & Spezielle Zeiten",
  closedLabel: "Geschlossen",
  deleteFailed: "Fehler beim Löschen der speziellen Öffnungszeit",
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

/** 'Fehler beim Speichern: {message}', as required; without a message the generic save failure. */
export function specialHourSaveError(message?: string | null): string {
  const trimmed = message?.trim();
  return trimmed ? `Fehler beim Speichern: ${trimmed}` : specialHoursTexts.saveFailed;
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

/** Accessible names of a list entry's buttons: 'Weihnachten bearbeiten', 'Weihnachten löschen'. */
export function specialHourEditAriaLabel(title: string): string {
  return `${title.trim()} bearbeiten`;
}
