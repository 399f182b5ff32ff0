import { GUEST_PICKER_MAX, GUEST_PICKER_MIN, LARGE_GROUP_MAX, LARGE_GROUP_MIN } from "./constants.ts";

/**
 * The guest count of the "Größere Gruppe?" input: a whole number from 16 to 30 (as number or as the
 * input's string), else null. The requirement also says "effective only for 9 to 20", which contradicts
 * its own range; this project applies exactly what the input accepts (docs/requirements.md#direct-booking).
 */
export function parseLargeGroup(value: unknown): number | null {
  const text = typeof value === "string" ? value.trim() : value;
  if (text === "" || text === null || text === undefined) return null;
  const count = typeof text === "number" ? text : typeof text === "string" ? Number(text) : Number.NaN;
  if (!Number.isInteger(count) || count < LARGE_GROUP_MIN || count > LARGE_GROUP_MAX) return null;
  return count;
}

/** The guest picker's buttons: 1, 2, ..., 15. */
export const GUEST_PICKER_OPTIONS: readonly number[] = Object.freeze(
  Array.from({ length: GUEST_PICKER_MAX - GUEST_PICKER_MIN + 1 }, (_, i) => GUEST_PICKER_MIN + i),
);
