// The tables' quick configuration refusing a removal.

/**
 * 'Kein weiterer {seats}er Tisch kann entfernt werden: Die übrigen haben bevorstehende Reservierungen.'
 * (the quick configuration's "−" when every table of that size left has upcoming reservations).
 */
export function quickConfigNoneRemovable(seats: number): string {
  return `Kein weiterer ${seats}er Tisch kann entfernt werden: Die übrigen haben bevorstehende Reservierungen.`;
}
