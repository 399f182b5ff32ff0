import { hasLabelKey } from "./has-key.ts";
import * as project from "./project/special-hours.ts";

/** Special hours (Feiertage & Spezielle Zeiten; dashboard spec sections 2.8, 3 and 8). */
export const specialHoursTexts = {
  title: "Feiertage & Spezielle Zeiten",
  closedLabel: "Geschlossen",
  deleteFailed: "Fehler beim Löschen der speziellen Öffnungszeit",
  ...project.specialHoursTexts,
} as const;

/** 'Fehler beim Speichern: {message}' (spec 8); without a message the generic save failure. */
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

export { specialHourEditAriaLabel } from "./project/special-hours.ts";
