// The project's own texts of orders.ts (not in the spec), merged into its catalogue there.

/** The project's own part of `ordersTexts` (merged there). */
export const ordersTexts = {
  empty: "Keine offenen Bestellungen",
  restaurantLoading: "Restaurant wird geladen...",
  newTakeAway: "Take-Away Bestellung",
  takeAwayDialogTitle: "Take-Away Bestellung",
  customerNameLabel: "Kundenname",
  customerNamePlaceholder: "Name des Kunden",
  emptyCart: "Noch keine Artikel ausgewählt",
  increaseQuantity: "Menge erhöhen",
  decreaseQuantity: "Menge verringern",
  delivered: "Geliefert",
  markDelivered: "Als geliefert markieren",
  markAllDelivered: "Alle als geliefert markieren",
  toPayment: "Zur Zahlung",
  submitTableOrder: "Bestellung aufnehmen",
  takeAwayBadge: "Take-Away",
  categoriesLabel: "Kategorien",
  loadFailed: "Die Bestellungen konnten nicht geladen werden.",
  paidSuccess: "Zahlung erfolgreich abgeschlossen!",
  ordersOfTable: "Bestellungen dieses Tisches",
  undelivered: "Offen",
  menuLoadFailed: "Das Menü konnte nicht geladen werden.",
  menuEmptyHint: "Legen Sie unter „Menü verwalten“ Speisen und Getränke an.",
} as const;

/** Submit button of a table's order: 'Bestellung aufnehmen (12,50 €)' from a formatted total. */
export function tableOrderSubmitLabel(totalFormatted: string): string {
  return `${ordersTexts.submitTableOrder} (${totalFormatted})`;
}
/** Quantity line: '2 × Schnitzel'. */
export function orderItemQuantityLine(quantity: number, name: string): string {
  return `${quantity} × ${name}`;
}
/** Under a card's title: 'Aufgenommen um 12:30' from a formatted time. */
export function orderCreatedAtLabel(timeFormatted: string): string {
  return `Aufgenommen um ${timeFormatted}`;
}
/** A table card merging several orders: '2 Bestellungen zusammengefasst'. */
export function mergedOrdersLabel(count: number): string {
  return `${count} Bestellungen zusammengefasst`;
}
/** Accessible name of a card: 'Tisch 4, Bereit zur Zahlung'. */
export function orderCardLabel(title: string, statusLabel: string): string {
  return `${title}, ${statusLabel}`;
}
