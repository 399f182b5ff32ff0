import { bookingLimitSlotLabels } from "../../texts/booking-limits.ts";
import { slotUnavailableReasonLabels } from "../../texts/slot-status.ts";

/**
 * The status text of each time slot: 'Verfügbar', or why it cannot be booked (core's German texts:
 * 'Ausgebucht', 'Keine passenden Tische', 'Vergangen', 'Geschlossen').
 */
export const SLOT_STATUS_TEXTS = {
  available: "Verfügbar",
  ...slotUnavailableReasonLabels,
  /** Online only: the restaurant's pacing or online seat share leaves no room, though a table is free. */
  ...bookingLimitSlotLabels,
} as const;

/** One of the slot status texts. */
export type SlotStatusText = (typeof SLOT_STATUS_TEXTS)[keyof typeof SLOT_STATUS_TEXTS];
