const euroFormatter = new Intl.NumberFormat("de-DE", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A euro amount the German way, always with 2 decimals: `1.234,50 €`. */
export function formatEuro(amount: number): string {
  return euroFormatter.format(Number.isFinite(amount) ? amount : 0);
}
