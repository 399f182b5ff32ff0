/**
 * Open orders, the order detail and the take-away dialog (dashboard spec sections 2.11, 3, 4 and 8).
 * Submit validation texts live in `validation.ts`.
 */
export const ordersTexts = {
  title: "Offene Bestellungen",
  empty: "Keine offenen Bestellungen", // not in the spec
  restaurantLoading: "Restaurant wird geladen...", // not in the spec
  editDialogTitle: "Bestellung bearbeiten",
  newTakeAway: "Take-Away Bestellung", // not in the spec
  takeAwayDialogTitle: "Take-Away Bestellung", // not in the spec
  customerNameLabel: "Kundenname", // not in the spec
  customerNamePlaceholder: "Name des Kunden", // not in the spec
  total: "Gesamt",
  emptyCart: "Noch keine Artikel ausgewählt", // not in the spec
  increaseQuantity: "Menge erhöhen", // not in the spec
  decreaseQuantity: "Menge verringern", // not in the spec
  delivered: "Geliefert", // not in the spec
  markDelivered: "Als geliefert markieren", // not in the spec
  markAllDelivered: "Alle als geliefert markieren", // not in the spec
  toPayment: "Zur Zahlung", // not in the spec
  submitTableOrder: "Bestellung aufnehmen", // not in the spec
  submitting: "Bestellung wird übermittelt...",
  submitSuccess: "✅ Bestellung erfolgreich aufgenommen!",
  submitFailed: "❌ Fehler beim Übermitteln der Bestellung",
  submitFailedDefaultMessage: "Fehler beim Speichern der Bestellung",
  quantityUpdateFailed: "Fehler beim Aktualisieren der Menge",
  statusUpdateFailed: "Fehler beim Aktualisieren des Status",
  markAllFailed: "Fehler beim Markieren aller Artikel",
  statusNew: "Neu",
  statusReadyForPayment: "Bereit zur Zahlung",
  takeAwayBadge: "Take-Away", // not in the spec
  categoriesLabel: "Kategorien", // not in the spec
  loadFailed: "Die Bestellungen konnten nicht geladen werden.", // not in the spec
  paidSuccess: "Zahlung erfolgreich abgeschlossen!", // not in the spec
  ordersOfTable: "Bestellungen dieses Tisches", // not in the spec
  undelivered: "Offen", // not in the spec
  menuLoadFailed: "Das Menü konnte nicht geladen werden.", // not in the spec
  menuEmptyHint: "Legen Sie unter „Menü verwalten“ Speisen und Getränke an.", // not in the spec
} as const;

/** Submit button of a table's order: 'Bestellung aufnehmen (12,50 €)' from a formatted total. // not in the spec */
export function tableOrderSubmitLabel(totalFormatted: string): string {
  return `${ordersTexts.submitTableOrder} (${totalFormatted})`;
}

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

/** Quantity line: '2 × Schnitzel'. // not in the spec */
export function orderItemQuantityLine(quantity: number, name: string): string {
  return `${quantity} × ${name}`;
}

/** Under a card's title: 'Aufgenommen um 12:30' from a formatted time. // not in the spec */
export function orderCreatedAtLabel(timeFormatted: string): string {
  return `Aufgenommen um ${timeFormatted}`;
}

/** A table card merging several orders: '2 Bestellungen zusammengefasst'. // not in the spec */
export function mergedOrdersLabel(count: number): string {
  return `${count} Bestellungen zusammengefasst`;
}

/** Accessible name of a card: 'Tisch 4, Bereit zur Zahlung'. // not in the spec */
export function orderCardLabel(title: string, statusLabel: string): string {
  return `${title}, ${statusLabel}`;
}
