/** The German status texts of a time slot (spec: '✓ Verfügbar' / '✗ Ausgebucht', status as tooltip). */
export const SLOT_STATUS_TEXTS = {
  available: "Verfügbar",
  fullyBooked: "Ausgebucht",
  noFittingTables: "Keine passenden Tische",
  past: "Vergangen",
  closed: "Geschlossen",
} as const;

/** One of the slot status texts. */
export type SlotStatusText = (typeof SLOT_STATUS_TEXTS)[keyof typeof SLOT_STATUS_TEXTS];
