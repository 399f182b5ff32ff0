import { guestAutomaticTags } from "../texts/project/guest-book.ts";

/** "Stammgast" from this many completed visits unless the restaurant sets another number (issue 19: 3). */
export const DEFAULT_REGULAR_GUEST_VISITS = 3;
export const REGULAR_GUEST_VISITS_MIN = 1;
export const REGULAR_GUEST_VISITS_MAX = 50;
/** Limits of what staff write on a profile. */
export const GUEST_TAG_MAX_LENGTH = 30;
export const GUEST_TAGS_MAX = 10;
export const GUEST_NOTE_MAX_LENGTH = 1000;

/** The counts the automatic tags read. */
export interface GuestTagCounts {
  visits: number;
  noShows: number;
}

/**
 * The automatic tags: "Stammgast" from `regularGuestVisits` completed visits, "Neu" while the guest has
 * not been there yet (no completed visit and no no-show: their first booking).
 */
export function automaticGuestTags(
  counts: GuestTagCounts,
  regularGuestVisits: number = DEFAULT_REGULAR_GUEST_VISITS,
): string[] {
  if (counts.visits >= regularGuestVisits) return [guestAutomaticTags.regular];
  if (counts.visits === 0 && counts.noShows === 0) return [guestAutomaticTags.new];
  return [];
}

/** Whether a tag is one of the automatic ones (case-insensitive): staff cannot set them. */
export function isAutomaticGuestTag(tag: string): boolean {
  const lower = tag.trim().toLowerCase();
  return Object.values(guestAutomaticTags).some((automatic) => automatic.toLowerCase() === lower);
}

/** The automatic tags first, then the staff's, without repeats (case-insensitive). */
export function guestTags(automatic: readonly string[], staff: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const tag of [...automatic, ...staff]) {
    const lower = tag.toLowerCase();
    if (seen.has(lower)) continue;
    seen.add(lower);
    result.push(tag);
  }
  return result;
}

/** Whether a guest's tags contain the filter's tag (case-insensitive); an empty filter passes all. */
export function hasGuestTag(tags: readonly string[], tag: string | undefined): boolean {
  const wanted = (tag ?? "").trim().toLowerCase();
  return wanted === "" || tags.some((t) => t.toLowerCase() === wanted);
}
