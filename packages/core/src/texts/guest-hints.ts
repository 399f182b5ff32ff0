// What a reservation shows of its guest: cards, the reservation page and the new-booking toast.
// A module of its own (the page's texts are in guest-hint-details.ts), so that the dashboard's first visit
// (home and calendar cards) loads only these few.

/** The cards' line and the new-booking toast. */
export const guestHintTexts = {
  /** Read before the card's line by screen readers: "Gast: Stammgast · 7. Besuch · Nussallergie". */
  label: "Gast",
  /** Between the parts of the line. */
  separator: " · ",
  /** '7. Besuch': which visit this reservation is. */
  visitNumber: (n: number) => `${n}. Besuch`,
  /** The automatic tag of a regular (the same as `guestAutomaticTags.regular`, which a test holds). */
  regularTag: "Stammgast",
  /** The new-booking toast when a regular booked. */
  regularBooked: "Stammgast hat reserviert",
} as const;
