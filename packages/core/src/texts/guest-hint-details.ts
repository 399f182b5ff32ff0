// The reservation page's "Gast" section: what the restaurant knows of the guest, in full.

/** The reservation page's section "Gast". */
export const guestHintDetailTexts = {
  title: "Gast",
  tags: "Tags",
  /** '6 Besuche bisher' */
  visits: (n: number) => `${n} ${n === 1 ? "Besuch" : "Besuche"} bisher`,
  /** '1× nicht erschienen' */
  noShows: (n: number) => `${n}× nicht erschienen`,
  note: "Notiz",
  loading: "Gästeinformationen werden geladen …",
  loadFailed: "Die Gästeinformationen konnten nicht geladen werden.",
  openProfile: "Gastprofil öffnen",
} as const;
