import { guestBookTexts } from "../texts/project/guest-book.ts";
import { guestPhoneKey } from "./guest-phone.ts";

/** How the guest list sorts: last visit (newest first, default) or visits (most first). */
export const guestListSorts = ["lastVisit", "visits"] as const;
export type GuestListSort = (typeof guestListSorts)[number];

/** What search and sort read from a list entry. */
export interface GuestListEntryLike {
  name: string;
  email: string;
  phone: string;
  visits: number;
  lastVisit: string | null;
  /** Tie-breaker: the latest reservation's date of any status. */
  lastReservation?: string | null;
}

/**
 * Whether a guest matches the search (issue 19: by name, address or phone): every word of the query is
 * found in the name or address (case-insensitive), or the query as a phone number matches the phone's
 * E.164 form in part. An empty query matches all.
 */
export function matchesGuestSearch(guest: GuestListEntryLike, query: string | undefined): boolean {
  const q = (query ?? "").trim().toLowerCase();
  if (q === "") return true;
  const text = `${guest.name} ${guest.email}`.toLowerCase();
  if (q.split(/\s+/).every((word) => text.includes(word))) return true;
  const digits = q.replace(/[\s\-/().]/g, "");
  if (!/^\+?\d{3,}$/.test(digits)) return false;
  const phone = guestPhoneKey(guest.phone);
  const asKey = guestPhoneKey(digits);
  return phone.includes(digits) || (asKey !== "" && phone.includes(asKey));
}

function byName(a: GuestListEntryLike, b: GuestListEntryLike): number {
  return a.name.localeCompare(b.name, "de");
}

/** The list in the chosen order; guests without a visit come last when sorting by last visit. */
export function sortGuests<T extends GuestListEntryLike>(guests: readonly T[], sort: GuestListSort): T[] {
  const lastOf = (g: GuestListEntryLike) => g.lastVisit ?? "";
  return [...guests].sort((a, b) => {
    if (sort === "visits") return b.visits - a.visits || lastOf(b).localeCompare(lastOf(a)) || byName(a, b);
    return (
      lastOf(b).localeCompare(lastOf(a)) ||
      (b.lastReservation ?? "").localeCompare(a.lastReservation ?? "") ||
      byName(a, b)
    );
  });
}

/** What a reservation card shows of its guest. */
export interface GuestHintLike {
  tags: readonly string[];
  visitNumber: number | null;
  note: string;
}

/**
 * The card's line (issue 19): "Stammgast, 7. Besuch, Nussallergie": the tags, the visit number from the
 * second visit on, and the note's first line.
 */
export function guestHintLine(hint: GuestHintLike): string {
  const parts = [...hint.tags];
  if (hint.visitNumber !== null && hint.visitNumber > 1)
    parts.push(guestBookTexts.visitNumber(hint.visitNumber));
  const note = hint.note.split("\n")[0]?.trim() ?? "";
  if (note !== "") parts.push(note);
  return parts.join(", ");
}
