/** Soft fills for new rooms, one after the other (the API stores the colour with the room). */
export const roomColors = ["#e5d3a1", "#bfdbfe", "#c7d2fe", "#bbf7d0", "#fbcfe8", "#fed7aa"] as const;

/** The colour of the n-th room. */
export function roomColorFor(index: number): string {
  return roomColors[((index % roomColors.length) + roomColors.length) % roomColors.length] ?? roomColors[0];
}
