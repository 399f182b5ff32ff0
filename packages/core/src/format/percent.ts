const oneDecimal = new Intl.NumberFormat("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * A percentage with one decimal and the German spacing, e.g. `12.5` → '12,5 %' (a no-break space before
 * the sign). Takes percentage points, not a fraction; a non-finite value shows '0,0 %'.
 */
export function formatPercent(percent: number): string {
  return `${oneDecimal.format(Number.isFinite(percent) ? percent : 0)}\u00a0%`;
}
