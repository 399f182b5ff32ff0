// The project's own texts of menu.ts (not in the spec), merged into its catalogue there.

/** The project's own part of `menuTexts` (merged there). */
export const menuTexts = {
  addItem: "Menüeintrag hinzufügen",
  addDialogTitle: "Menüeintrag hinzufügen",
  editDialogTitle: "Menüeintrag bearbeiten",
  nameLabel: "Name",
  priceLabel: "Preis (€)",
  categoryLabel: "Kategorie",
  emptyCategory: "Noch keine Einträge in dieser Kategorie",
  empty: "Noch keine Menüeinträge",
  saved: "Menüeintrag gespeichert",
  deleted: "Menüeintrag gelöscht",
  loadFailed: "Das Menü konnte nicht geladen werden.",
} as const;
