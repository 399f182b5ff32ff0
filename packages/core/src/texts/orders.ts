/**
 * Open orders, the order detail and the take-away dialog.
 * Submit validation texts live in `validation.ts`.
 */
export const ordersTexts = {
  title: "Offene Bestellungen",
  editDialogTitle: "Bestellung bearbeiten",
  total: "Gesamt",
  submitting: "Bestellung wird übermittelt...",
  // Without the "✅" the required text starts with: the success banner shows a check icon beside it.
  submitSuccess: "Bestellung erfolgreich aufgenommen!",
  submitFailed: "❌ Fehler beim Übermitteln der Bestellung",
  submitFailedDefaultMessage: "Fehler beim Speichern der Bestellung",
  quantityUpdateFailed: "Fehler beim Aktualisieren der Menge",
  statusUpdateFailed: "Fehler beim Aktualisieren des Status",
  markAllFailed: "Fehler beim Markieren aller Artikel",
  statusNew: "Neu",
  statusReadyForPayment: "Bereit zur Zahlung",
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

/** 'Bestellung (N Artikel)' over the take-away cart. */
export function takeAwayCartHeading(itemCount: number): string {
  return `Bestellung (${itemCount} Artikel)`;
}

/** 'Take-Away Bestellung aufnehmen (12,50 €)' from an already formatted euro total. */
export function takeAwaySubmitLabel(totalFormatted: string): string {
  return `Take-Away Bestellung aufnehmen (${totalFormatted})`;
}

/** '❌ Fehler beim Übermitteln der Bestellung: {message or Fehler beim Speichern der Bestellung}'. */
export function takeAwaySubmitError(message?: string | null): string {
  const trimmed = message?.trim();
  return `${ordersTexts.submitFailed}: ${trimmed ? trimmed : ordersTexts.submitFailedDefaultMessage}`;
}

/** Order tableName of a dine-in order: 'Tisch N'. */
export function orderTableName(tableNumber: number | string): string {
  return `Tisch ${tableNumber}`;
}

/** Order tableName of a take-away order: 'Take-Away - ' plus the customer name. */
export function takeAwayOrderTableName(customerName: string): string {
  return `Take-Away - ${customerName.trim()}`;
}

/** Display status from item counts: 'Neu' (none delivered), 'n/m geliefert', 'Bereit zur Zahlung' (all). */
export function orderDisplayStatusLabel(deliveredCount: number, totalCount: number): string {
  if (deliveredCount <= 0) return ordersTexts.statusNew;
  if (deliveredCount >= totalCount) return ordersTexts.statusReadyForPayment;
  return `${deliveredCount}/${totalCount} geliefert`;
}

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
