import { hasLabelKey } from "./has-key.ts";

/** Menu management (Menü verwalten). */
export const menuTexts = {
  title: "Menü verwalten",
  deleteConfirm: "Möchten Sie diesen Menüeintrag wirklich löschen?",
  saveFailed: "Fehler beim Speichern des Menüeintrags",
  updateFailed: "Fehler beim Aktualisieren des Menüeintrags",
  deleteFailed: "Fehler beim Löschen des Menüeintrags",
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

/** Category labels (drink, appetizer, main, dessert) in display order. */
export const menuCategoryLabels = {
  drink: "Getränke",
  appetizer: "Vorspeisen",
  main: "Hauptspeisen",
  dessert: "Dessert",
} as const;

/** A menu category key. */
export type MenuCategoryKey = keyof typeof menuCategoryLabels;

/** Label of a stored type; missing or unknown types read as the default type main (Hauptspeisen). */
export function menuCategoryLabel(type: string | null | undefined): string {
  const key = type?.trim() ?? "";
  return hasLabelKey(menuCategoryLabels, key) ? menuCategoryLabels[key] : menuCategoryLabels.main;
}

/** Category heading with its count: 'Getränke (4)'. */
export function menuCategoryHeading(type: string | null | undefined, count: number): string {
  return `${menuCategoryLabel(type)} (${count})`;
}
