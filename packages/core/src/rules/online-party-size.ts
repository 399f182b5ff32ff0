import { enquiryTexts } from "../texts/enquiries.ts";

/** The largest party that books online unless the restaurant sets another (`maxOnlinePartySize`). */
export const DEFAULT_MAX_ONLINE_PARTY_SIZE = 12;
/** Bounds of `maxOnlinePartySize` (whole number). */
export const MAX_ONLINE_PARTY_SIZE_MIN = 1;
export const MAX_ONLINE_PARTY_SIZE_MAX = 30;
/** The largest party an enquiry may be for (above it: the phone). */
export const ENQUIRY_PARTY_MAX = 30;

/** The limit that applies: the saved one, else 12. */
export function maxOnlinePartySizeOf(
  config: { maxOnlinePartySize?: number | null } | null | undefined,
): number {
  return config?.maxOnlinePartySize ?? DEFAULT_MAX_ONLINE_PARTY_SIZE;
}

/** Why a `maxOnlinePartySize` cannot be saved (German), or null: a whole number from 1 to 30. */
export function maxOnlinePartySizeProblem(value: unknown): string | null {
  const fits =
    typeof value === "number" &&
    Number.isInteger(value) &&
    value >= MAX_ONLINE_PARTY_SIZE_MIN &&
    value <= MAX_ONLINE_PARTY_SIZE_MAX;
  return fits
    ? null
    : enquiryTexts.maxOnlinePartySizeInvalid(MAX_ONLINE_PARTY_SIZE_MIN, MAX_ONLINE_PARTY_SIZE_MAX);
}

/** True when a guest may book this party online (the widget, the customer view); staff are not limited. */
export function canBookOnline(partySize: number, maxOnlinePartySize: number): boolean {
  return partySize <= maxOnlinePartySize;
}

/**
 * Whether an enquiry for this party is taken: "bookable" (small enough to book online: 409, to the slots),
 * "tooLarge" (above 30: 400), or null (an enquiry).
 */
export function enquiryPartyRefusal(
  partySize: number,
  maxOnlinePartySize: number,
): "bookable" | "tooLarge" | null {
  if (partySize > ENQUIRY_PARTY_MAX) return "tooLarge";
  if (canBookOnline(partySize, maxOnlinePartySize)) return "bookable";
  return null;
}
