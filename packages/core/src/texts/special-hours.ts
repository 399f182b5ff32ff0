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
} as const;

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
