import {
  formatStatisticsRowDate,
  guestCountLabel,
  type Reservation,
  statisticsListHeader,
  statisticsNoDataForPeriod,
  statisticsShownOf,
  statisticsTexts,
} from "@tischservice/core";
import { Button, EmptyState, StatusBadge } from "@tischservice/ui";
import { CalendarX } from "lucide-react";
import { useId } from "react";

export interface StatisticsListProps {
  /** The rows loaded so far, in the list's order. */
  reservations: readonly Reservation[];
  /** How many reservations the filter finds in all (the server's count). */
  total: number;
  /** Whether the server has further rows; `onShowMore` loads the next page. */
  hasMore: boolean;
  loadingMore: boolean;
  onShowMore: () => void;
  periodLabel: string;
  filterActive: boolean;
  /** Whether 'Filter zurücksetzen' has anything to reset (a filter or a sort other than the default). */
  canReset: boolean;
  now: Date;
  timeZone: string;
  onReset: () => void;
}

/**
 * 'N Reservierungen (period)' with 'Filter zurücksetzen' and the rows (name, dd.mm[.yy], time, guests,
 * table, e-mail, status); a page of rows at a time from the server, so years of data stay quick.
 */
export function StatisticsList({
  reservations,
  total,
  hasMore,
  loadingMore,
  onShowMore,
  periodLabel,
  filterActive,
  canReset,
  now,
  timeZone,
  onReset,
}: StatisticsListProps) {
  const headingId = useId();
  const shown = reservations;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {statisticsListHeader(total, periodLabel)}
        </h2>
        <Button variant="outline" size="sm" onClick={onReset} disabled={!canReset}>
          {statisticsTexts.resetFilters}
        </Button>
      </div>
      {total === 0 && reservations.length === 0 ? (
        <EmptyState
          icon={<CalendarX />}
          title={statisticsTexts.empty}
          description={
            filterActive ? statisticsTexts.emptyWithFilter : statisticsNoDataForPeriod(periodLabel)
          }
        />
      ) : (
        <>
          <ul className="grid divide-y divide-border rounded-xl border border-border bg-card">
            {shown.map((r) => (
              <li
                key={r._id}
                className="grid gap-1 px-3 py-2 text-sm sm:grid-cols-[1fr_auto] sm:items-center"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium">{r.customerName}</p>
                  <p className="flex flex-wrap gap-x-3 text-muted-foreground tabular-nums">
                    <span>{formatStatisticsRowDate(r.reservationDate, now, { timeZone })}</span>
                    <span>{r.timeSlot}</span>
                    <span>{guestCountLabel(r.numberOfGuests)}</span>
                    {r.tableInfo ? <span>{r.tableInfo}</span> : null}
                    {r.customerEmail ? <span className="truncate">{r.customerEmail}</span> : null}
                  </p>
                </div>
                <StatusBadge status={r.status} />
              </li>
            ))}
          </ul>
          {hasMore ? (
            <div className="flex flex-wrap items-center justify-center gap-3 text-sm text-muted-foreground">
              <span>{statisticsShownOf(shown.length, Math.max(total, shown.length))}</span>
              <Button variant="outline" size="sm" onClick={onShowMore} disabled={loadingMore}>
                {statisticsTexts.showMore}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
