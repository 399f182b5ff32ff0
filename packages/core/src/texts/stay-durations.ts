import { stayDurationsValidationTexts } from "./stay-durations-validation.ts";

/** Settings → Reservierungen: the stay length by party size. */
export const stayDurationsTexts = {
  cardTitle: "Reservierungen",
  title: "Aufenthaltsdauer nach Gruppengröße",
  hint: "So lange ist ein Tisch für eine neue Reservierung belegt. Bestehende Reservierungen behalten ihre Zeiten.",
  upTo: "bis",
  guests: "Gäste",
  moreGuests: "mehr Gäste",
  minutesUnit: "Minuten",
  maxGuestsLabel: (row: number) => `Zeile ${row}: bis wie viele Gäste`,
  minutesLabel: (row: number) => `Zeile ${row}: Minuten`,
  moreGuestsMinutesLabel: "Mehr Gäste: Minuten",
  addRow: "Zeile hinzufügen",
  removeRow: (row: number) => `Zeile ${row} entfernen`,
  loading: "Aufenthaltsdauer wird geladen …",
  /** The refusals, as the schema and the API give them. */
  refusals: stayDurationsValidationTexts,
} as const;
