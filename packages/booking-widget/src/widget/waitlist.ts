import { slotUnavailableReasonLabels } from "@tischservice/core/texts";
import type { Slot } from "./api.ts";

/**
 * The waitlist's default window for a day on which no slot is free for the party: its first and
 * last slot that has not passed (nor is within the lead time). Null when a slot is free or none is left:
 * then there is nothing to wait for.
 */
export function waitlistWindow(slots: readonly Slot[]): [from: string, to: string] | null {
  const left = slots.filter((slot) => slot.status !== slotUnavailableReasonLabels.past);
  const first = left[0];
  const last = left.at(-1);
  return first && last && !slots.some((slot) => slot.available) ? [first.time, last.time] : null;
}
