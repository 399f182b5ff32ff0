import { formatEuro } from "@tischservice/core";

const dayMonth = new Intl.DateTimeFormat("de-DE", { day: "2-digit", month: "2-digit", timeZone: "UTC" });
const dayMonthYear = new Intl.DateTimeFormat("de-DE", {
  day: "2-digit",
  month: "2-digit",
  year: "2-digit",
  timeZone: "UTC",
});
const count = new Intl.NumberFormat("de-DE");

function utc(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** An axis label: '14.05.' (a bucket's first day). */
export function formatChartDay(date: string): string {
  return dayMonth.format(utc(date));
}

/** A table cell: '14.05.26'. */
export function formatChartDate(date: string): string {
  return dayMonthYear.format(utc(date));
}

/** A count the German way: '1.234'. */
export function formatCount(value: number): string {
  return count.format(value);
}

/** A euro axis tick without cents: '1.200 €'. */
export function formatEuroTick(value: number): string {
  return `${count.format(Math.round(value))}\u00a0€`;
}

export { formatEuro };
