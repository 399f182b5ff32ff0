// The project's own texts of common.ts (not in the spec), merged into its catalogue there.

/** The project's own part of `commonTexts` (merged there). */
export const commonTexts = {
  search: "Suchen",
  loading: "Wird geladen...",
} as const;

/** '1 Person' / 'N Personen'. */
export function guestCountLabel(guests: number): string {
  return guests === 1 ? "1 Person" : `${guests} Personen`;
}
