import { formatEuro } from "./euro.ts";

const oneDecimal = new Intl.NumberFormat("de-DE", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * A euro amount for the statistics tiles, which the product wants in thousands above 1000 €. Up to 1000 € in full
 * ('999,99 €', '1.000,00 €'); above 1000 € in thousands with one decimal and the German abbreviation
 * 'Tsd.' ('1,2 Tsd. €'); from one million in millions ('1,5 Mio. €'). No-break spaces keep it on one line.
 */
export function formatEuroCompact(amount: number): string {
  if (!Number.isFinite(amount) || Math.abs(amount) <= 1000) return formatEuro(amount);
  const sign = amount < 0 ? -1 : 1;
  const thousands = Math.round(Math.abs(amount) / 100) / 10;
  if (thousands < 1000) return `${oneDecimal.format(sign * thousands)}\u00a0Tsd.\u00a0€`;
  return `${oneDecimal.format((sign * Math.abs(amount)) / 1_000_000)}\u00a0Mio.\u00a0€`;
}
