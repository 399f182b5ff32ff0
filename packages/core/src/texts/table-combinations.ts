// Texts for the combinations a restaurant defines and its "Nur intern" tables.

/** Defined table combinations and internal tables in "Tische" and the room designer. */
export const tableCombinationTexts = {
  title: "Tischkombinationen",
  description:
    "Legen Sie fest, welche Tische sich für größere Gruppen zusammenstellen lassen. Sobald eine Kombination angelegt ist, verbindet das System nur noch diese.",
  automaticHint:
    "Noch keine Kombination festgelegt: Für größere Gruppen werden bis zu drei Tische eines Raums automatisch zusammengestellt.",
  defineLink: "Kombinationen festlegen",
  editLink: "Kombinationen bearbeiten",
  /** Settings → Kapazität, while none is defined. */
  settingsAutomatic:
    "Große Gruppen: Es sind noch keine Tischkombinationen festgelegt – zwei oder drei Tische eines Raums werden automatisch zusammengelegt.",
  create: "Kombination anlegen",
  createTitle: "Neue Tischkombination",
  createDescription: "Wählen Sie zwei bis vier Tische, die sich zusammenstellen lassen.",
  nameLabel: "Name (optional)",
  namePlaceholder: "z. B. Fensterfront",
  tablesLegend: "Tische",
  save: "Kombination speichern",
  saving: "Wird gespeichert...",
  cancel: "Abbrechen",
  created: "Kombination angelegt.",
  createFailed: "Die Kombination konnte nicht angelegt werden.",
  deleted: "Kombination gelöscht.",
  deleteFailed: "Die Kombination konnte nicht gelöscht werden.",
  deleteTitle: "Kombination löschen?",
  deleteConfirm:
    "Möchten Sie diese Kombination wirklich löschen? Bestehende Reservierungen behalten ihre Tische.",
  deleteAction: "Löschen",
  loading: "Kombinationen werden geladen...",
  loadFailed: "Die Kombinationen konnten nicht geladen werden.",
  retry: "Erneut versuchen",
  empty: "Noch keine Kombination angelegt.",
  nameColumn: "Name",
  tablesColumn: "Tische",
  seatsColumn: "Plätze",
  unnamed: "Ohne Namen",
  combine: "Kombinieren",
  combineHint: "Wählen Sie zwei bis vier Tische aus, um sie zu kombinieren.",
  multiSelect: "Mehrfachauswahl",
  multiSelectHint:
    "Umschalt- oder Strg-Klick wählt mehrere Tische. Mit „Mehrfachauswahl“ wählt jedes Antippen oder Leertaste einen Tisch dazu oder ab.",
  designerListTitle: "Kombinationen",
  internalLabel: "Nur intern",
  internalHint: "Wird online nie vergeben; Ihr Team kann den Tisch weiterhin belegen.",
  internalSaved: "Gespeichert.",
  internalFailed: "Die Einstellung konnte nicht gespeichert werden.",
  internalBadge: "Intern",
  // The server's refusals.
  tooFewTables: "Bitte wählen Sie mindestens zwei Tische.",
  tooManyTables: "Eine Kombination kann höchstens vier Tische umfassen.",
  duplicateTables: "Jeder Tisch darf in einer Kombination nur einmal vorkommen.",
  foreignTable: "Mindestens ein Tisch gehört nicht zu diesem Restaurant.",
  alreadyDefined: "Diese Kombination ist bereits angelegt.",
  notFound: "Kombination nicht gefunden.",
} as const;

/** Accessible name of a combination's delete button: 'Kombination {name} löschen'. */
export function deleteCombinationLabel(name: string): string {
  return `Kombination ${name} löschen`;
}

/** A combination's tables as a list: 'Tisch 1 + Tisch 2'. */
export function combinationTablesLabel(tableNumbers: readonly string[]): string {
  return tableNumbers.map((number) => `Tisch ${number}`).join(" + ");
}

/** The seats of a combination: '8 Plätze'. */
export function combinationSeatsLabel(seats: number): string {
  return seats === 1 ? "1 Platz" : `${seats} Plätze`;
}

/** The room designer's multi-selection: '3 Tische ausgewählt'. */
export function selectedTablesLabel(count: number): string {
  return count === 1 ? "1 Tisch ausgewählt" : `${count} Tische ausgewählt`;
}

/** Accessible name of a table's switch: 'Tisch {number} nur intern'. */
export function internalTableLabel(tableNumber: string): string {
  return `Tisch ${tableNumber} nur intern`;
}

/** Settings → Kapazität, once some are defined: 'Große Gruppen sitzen nur an festgelegten Kombinationen (3).' */
export function settingsDefinedCombinations(count: number): string {
  return `Große Gruppen sitzen nur an festgelegten Kombinationen (${count}).`;
}
