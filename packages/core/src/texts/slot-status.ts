/** Marks of a time slot in the slot picker (dashboard spec section 2.3). */
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

/** The mark on a slot button: '✓ Verfügbar' or '✗ Ausgebucht'. */
export function slotMarkLabel(available: boolean): string {
  return available ? slotStatusTexts.available : slotStatusTexts.fullyBooked;
}

/** Tooltip of an unavailable slot: its reason, 'Ausgebucht' when none is known. */
export function slotUnavailableReasonLabel(reason?: SlotUnavailableReason | null): string {
  return slotUnavailableReasonLabels[reason ?? "fullyBooked"];
}
