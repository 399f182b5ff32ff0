import { guestAutomaticTags } from "../texts/guest-book.ts";

/** "Stammgast" from this many completed visits unless the restaurant sets another number (3). */
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
 * One automatic tag and the counts it is given for (bounds inclusive, absent: no bound). A database filters
 * by the same bounds, so the list's tag filter and the tags shown never disagree.
 */
export interface AutomaticGuestTagRule {
  tag: string;
  minVisits?: number;
  maxVisits?: number;
  maxNoShows?: number;
}

/**
 * The automatic tags in order of precedence (a guest gets the first that fits): "Stammgast" from
 * `regularGuestVisits` completed visits, "Neu" while the guest has not been there yet (no completed visit
 * and no no-show: their first booking).
 */
export function automaticGuestTagRules(
  regularGuestVisits: number = DEFAULT_REGULAR_GUEST_VISITS,
): AutomaticGuestTagRule[] {
  return [
    { tag: guestAutomaticTags.regular, minVisits: regularGuestVisits },
    { tag: guestAutomaticTags.new, maxVisits: 0, maxNoShows: 0 },
  ];
}

/** Whether the counts fall within a rule's bounds. */
export function fitsAutomaticGuestTagRule(counts: GuestTagCounts, rule: AutomaticGuestTagRule): boolean {
  return (
    (rule.minVisits === undefined || counts.visits >= rule.minVisits) &&
    (rule.maxVisits === undefined || counts.visits <= rule.maxVisits) &&
    (rule.maxNoShows === undefined || counts.noShows <= rule.maxNoShows)
  );
}

/** The automatic tag of a guest (at most one): the first rule of `automaticGuestTagRules` that fits. */
export function automaticGuestTags(
  counts: GuestTagCounts,
  regularGuestVisits: number = DEFAULT_REGULAR_GUEST_VISITS,
): string[] {
  const rule = automaticGuestTagRules(regularGuestVisits).find((r) => fitsAutomaticGuestTagRule(counts, r));
  return rule ? [rule.tag] : [];
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
