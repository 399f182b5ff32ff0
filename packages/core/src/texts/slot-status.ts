/** Marks of a time slot in the slot picker, shared with the widget (docs/requirements.md#booking-widget). */
export const slotStatusTexts = {
  available: "✓ Verfügbar",
  fullyBooked: "✗ Ausgebucht",
} as const;

/** Why a slot cannot be booked; its status text (the picker's tooltip). */
export const slotUnavailableReasonLabels = {
  fullyBooked: "Ausgebucht",
  noFittingTables: "Keine passenden Tische",
  past: "Vergangen",
  closed: "Geschlossen",
} as const;

/** A reason key of {@link slotUnavailableReasonLabels}. */
export type SlotUnavailableReason = keyof typeof slotUnavailableReasonLabels;
