const upToOneDecimal = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1 });

/** A number with at most one decimal the German way, e.g. `3.25` → '3,3', `4` → '4'; non-finite → '0'. */
export function formatDecimal(value: number): string {
  return upToOneDecimal.format(Number.isFinite(value) ? value : 0);
}
