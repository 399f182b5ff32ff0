import { hasLabelKey } from "./has-key.ts";

/** Menu management (Menü verwalten; dashboard spec sections 2.10 and 8). */
export const menuTexts = {
  title: "Menü verwalten",
  addItem: "Menüeintrag hinzufügen", // not in the spec
  addDialogTitle: "Menüeintrag hinzufügen", // not in the spec
  editDialogTitle: "Menüeintrag bearbeiten", // not in the spec
  nameLabel: "Name", // not in the spec
  priceLabel: "Preis (€)", // not in the spec
  categoryLabel: "Kategorie", // not in the spec
  emptyCategory: "Noch keine Einträge in dieser Kategorie", // not in the spec
  empty: "Noch keine Menüeinträge", // not in the spec
  deleteConfirm: "Möchten Sie diesen Menüeintrag wirklich löschen?",
  saveFailed: "Fehler beim Speichern des Menüeintrags",
  updateFailed: "Fehler beim Aktualisieren des Menüeintrags",
  deleteFailed: "Fehler beim Löschen des Menüeintrags",
  saved: "Menüeintrag gespeichert", // not in the spec
  deleted: "Menüeintrag gelöscht", // not in the spec
  loadFailed: "Das Menü konnte nicht geladen werden.", // not in the spec
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
