/** A euro amount as whole cents; non-finite or missing amounts count as 0. */
export function euroAmountToCents(amount: number | null | undefined): number {
  return typeof amount === "number" && Number.isFinite(amount) ? Math.round(amount * 100) : 0;
}

/** Whole cents as a euro amount with at most 2 decimals. */
export function centsToEuroAmount(cents: number): number {
  return Math.round(cents) / 100;
}

/**
 * `part / whole` as a percent rounded half up to one decimal (12.3), computed on integers so that no
 * float drift changes the rounding; 0 when `whole` is 0 or not positive.
 */
export function percentOneDecimal(part: number, whole: number): number {
  if (!(whole > 0) || !Number.isFinite(part)) return 0;
  return Math.round((part * 1000) / whole) / 10;
}

/** `total / count` rounded half up to one decimal; 0 when `count` is 0 or not positive. */
export function averageOneDecimal(total: number, count: number): number {
  if (!(count > 0) || !Number.isFinite(total)) return 0;
  return Math.round((total * 10) / count) / 10;
}

/**
 * A typed euro amount ('12,50', '12.5', ' 3 ') as a number; NaN when empty or not a number. Only one
 * decimal separator is accepted; thousands separators are not (inputs hold plain amounts).
 */
export function parseEuroAmountInput(text: string): number {
  const normalised = text.trim().replace(",", ".");
  if (!/^-?\d+(\.\d*)?$|^-?\.\d+$/.test(normalised)) return Number.NaN;
  return Number(normalised);
}
