/** Two-digit zero padding. Internal. */
export function pad2(value: number): string {
  return String(value).padStart(2, "0");
}
