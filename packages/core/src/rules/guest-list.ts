import { guestBookTexts } from "../texts/guest-book.ts";
import { guestPhoneKey } from "./guest-phone.ts";

/** How the guest list sorts: last visit (newest first, default) or visits (most first). */
export const guestListSorts = ["lastVisit", "visits"] as const;
export type GuestListSort = (typeof guestListSorts)[number];

/** What search and sort read from a list entry. */
export interface GuestListEntryLike {
  /** The guest key; the last tie-breaker, so that pages of the list never overlap. */
  key: string;
  name: string;
  email: string;
  phone: string;
  visits: number;
  lastVisit: string | null;
  /** Tie-breaker: the latest reservation's date of any status. */
  lastReservation?: string | null;
}

/**
 * What a search looks for, prepared once: `text` (trimmed, lower case) as the start of the name or of its
 * last word, or of the address; and for a query of at least three digits (spaces, dashes, brackets
 * allowed) the phone: its E.164 form `phoneKey` as the start of the guest's, or its digits `phoneDigits` as
 * the end ("1234567" finds "030 1234567"). Null for an empty query: everyone matches. Each of these is a
 * prefix, so a database answers it from an index.
 */
export interface GuestSearch {
  text: string;
  phoneKey: string | null;
  phoneDigits: string | null;
}

export function guestSearchOf(query: string | undefined): GuestSearch | null {
  const text = (query ?? "").trim().toLowerCase();
  if (text === "") return null;
  const compact = text.replace(/[\s\-/().]/g, "");
  if (!/^\+?\d{3,}$/.test(compact)) return { text, phoneKey: null, phoneDigits: null };
  return { text, phoneKey: guestPhoneKey(compact), phoneDigits: compact.replace(/^\+/, "") };
}

/** The last word of a name (the surname, as most guests give it), for "Schmidt" to find "Anna Schmidt". */
export function lastNameWord(name: string): string {
  return name.trim().split(/\s+/).at(-1) ?? "";
}

/**
 * Whether a guest matches the search (`guestSearchOf`): the name, its last word or the address starts with
 * the query (case-insensitive), or the phone's E.164 form starts with the query's or ends with its digits.
 * An empty query matches all.
 */
export function matchesGuestSearch(guest: GuestListEntryLike, query: string | undefined): boolean {
  const search = guestSearchOf(query);
  if (!search) return true;
  const name = guest.name.trim().toLowerCase();
  if (name.startsWith(search.text) || lastNameWord(name).startsWith(search.text)) return true;
  if (guest.email.trim().toLowerCase().startsWith(search.text)) return true;
  const phone = guestPhoneKey(guest.phone);
  if (phone === "") return false;
  return (
    (search.phoneKey !== null && search.phoneKey !== "" && phone.startsWith(search.phoneKey)) ||
    (search.phoneDigits !== null && phone.endsWith(search.phoneDigits))
  );
}

/** One step of the list's order: a field and its direction (an absent date sorts after every date). */
export interface GuestListOrderStep {
  field: "lastVisit" | "lastReservation" | "visits" | "key";
  direction: "asc" | "desc";
}

/**
 * The list's order: by last visit (newest first, guests without a visit last; then the latest reservation
 * of any status) or by visits (most first, then last visit); ties by key, so the order is total and pages
 * never overlap or skip. The database sorts by these steps; `sortGuests` by the same.
 */
export function guestListOrder(sort: GuestListSort): GuestListOrderStep[] {
  const key: GuestListOrderStep = { field: "key", direction: "asc" };
  if (sort === "visits") {
    return [{ field: "visits", direction: "desc" }, { field: "lastVisit", direction: "desc" }, key];
  }
  return [{ field: "lastVisit", direction: "desc" }, { field: "lastReservation", direction: "desc" }, key];
}

function compareStep(a: GuestListEntryLike, b: GuestListEntryLike, step: GuestListOrderStep): number {
  let order: number;
  if (step.field === "visits") order = a.visits - b.visits;
  else if (step.field === "key") order = a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
  else {
    const x = a[step.field] ?? null;
    const y = b[step.field] ?? null;
    // An absent date comes last in either direction.
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    order = x < y ? -1 : x > y ? 1 : 0;
  }
  return step.direction === "asc" ? order : -order;
}

/** The list in the chosen order (`guestListOrder`). */
export function sortGuests<T extends GuestListEntryLike>(guests: readonly T[], sort: GuestListSort): T[] {
  const steps = guestListOrder(sort);
  return [...guests].sort((a, b) => {
    for (const step of steps) {
      const order = compareStep(a, b, step);
      if (order !== 0) return order;
    }
    return 0;
  });
}

/** What a reservation card shows of its guest. */
export interface GuestHintLike {
  tags: readonly string[];
  visitNumber: number | null;
  note: string;
}

/**
 * The card's line: "Stammgast, 7. Besuch, Nussallergie": the tags, the visit number from the
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
