import { guestHintTexts } from "../texts/guest-hints.ts";

/** How many characters of the staff's note a card shows (the reservation page shows all of it). */
export const GUEST_HINT_CARD_NOTE_LENGTH = 40;

/** What a reservation shows of its guest. */
export interface GuestHintParts {
  tags: readonly string[];
  /** Which visit this reservation is (1 = first); null for cancellations and no-shows. */
  visitNumber: number | null;
  note: string;
}

/**
 * The note shortened for a card: its first line, at most `max` characters (cut after a word where one ends
 * in the second half); "…" marks that there is more (a longer line or further lines).
 */
export function shortGuestNote(note: string, max: number = GUEST_HINT_CARD_NOTE_LENGTH): string {
  const [first = "", ...rest] = note.trim().split("\n");
  const line = first.trim();
  if (line.length > max) {
    // Cut at a word's end when one is near the limit, and drop the punctuation before the "…".
    const cut = line.slice(0, max - 1);
    const space = cut.lastIndexOf(" ");
    return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, "")}…`;
  }
  return rest.some((more) => more.trim() !== "") ? `${line} …` : line;
}

/**
 * The parts of a card's line: "Stammgast · 7. Besuch · Nussallergie": the tags, the visit number
 * from the second visit on, and the note shortened (or whole with `fullNote`). Empty: nothing to show.
 */
export function guestHintParts(hint: GuestHintParts, fullNote = false): string[] {
  const parts = [...hint.tags];
  if (hint.visitNumber !== null && hint.visitNumber > 1)
    parts.push(guestHintTexts.visitNumber(hint.visitNumber));
  const note = fullNote ? hint.note.trim() : shortGuestNote(hint.note);
  if (note !== "") parts.push(note);
  return parts;
}

/**
 * The new-booking toast's line: "Stammgast hat reserviert · 7. Besuch" for a regular, "3. Besuch" for a
 * returning guest, null for a first booking or an unknown guest.
 */
export function guestBookingLine(hint: GuestHintParts | undefined): string | null {
  if (!hint) return null;
  const visit =
    hint.visitNumber !== null && hint.visitNumber > 1 ? guestHintTexts.visitNumber(hint.visitNumber) : null;
  if (hint.tags.includes(guestHintTexts.regularTag))
    return visit
      ? `${guestHintTexts.regularBooked}${guestHintTexts.separator}${visit}`
      : guestHintTexts.regularBooked;
  return visit;
}
