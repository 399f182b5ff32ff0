import { useNavigate, useSearch } from "@tanstack/react-router";
import {
  DEFAULT_STATISTICS_PERIOD,
  isStatisticsFilterActive,
  type ReservationListCounters,
  type StatisticsStatusFilter,
  statisticsPeriodLabels,
  statisticsPeriodRange,
  statisticsTexts,
  wireDateOfInstant,
  wireDateTimeToInstant,
} from "@tischservice/core";
import { Banner } from "@tischservice/ui";
import { useMemo } from "react";
import { useNow } from "../../../lib/clock.tsx";
import { useUrlSearchQuery } from "../../../lib/use-url-search-query.ts";
import { type ReservationPageFilter, useReservationPages } from "../reservations/use-reservation-pages.ts";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";
import { useTimeZone, useToday } from "../restaurant-data/queries.ts";
import { BookingChannelsCard } from "./booking-channels-card.tsx";
import { StatisticsCharts } from "./charts/statistics-charts.tsx";
import { NoShowCard } from "./no-show-card.tsx";
import { PeriodButtons } from "./period-buttons.tsx";
import { RevenueCards } from "./revenue-cards.tsx";
import { StatisticsFilters } from "./statistics-filters.tsx";
import { StatisticsList } from "./statistics-list.tsx";
import { SummaryTiles } from "./summary-tiles.tsx";
import { useStatistics } from "./use-statistics.ts";

/** Rows per page of the period's list. */
const LIST_PAGE_SIZE = 100;

/** How many reservations the list finds with a status filter: the server's counter of that status. */
function listTotal(counters: ReservationListCounters | null, status: StatisticsStatusFilter): number {
  if (!counters) return 0;
  return status === "all" ? counters.total : counters[status];
}

/**
 * Route module of `/app/past-reservations` ('Statistiken'): the period in the URL, the six tiles and
 * eight revenue cards from the statistics endpoint, the period's reservations with search, status and
 * sort, and the charts (recharts is loaded with this route only).
 */
export function PastReservationsPage() {
  const search = useSearch({ from: "/gastro/past-reservations" });
  const navigate = useNavigate({ from: "/past-reservations" });
  const { restaurantId } = useGastro();
  const timeZone = useTimeZone();
  const now = useNow();
  const period = search.period ?? DEFAULT_STATISTICS_PERIOD;
  const periodLabel = statisticsPeriodLabels[period];
  const statistics = useStatistics(restaurantId, period);
  const status = search.status ?? "all";
  const sort = search.sort ?? "date-desc";
  const today = useToday();
  const setSearch = (next: Partial<typeof search>) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });
  const {
    query,
    settled: q,
    onQueryChange,
    clearQuery,
  } = useUrlSearchQuery(search.q, 250, (next) => setSearch({ q: next }));

  const filter = useMemo<ReservationPageFilter>(() => {
    // The period's days in the restaurant's time zone; the range moves with its day, not every tick.
    const noon = wireDateTimeToInstant(today, "12:00", timeZone) ?? new Date(`${today}T12:00:00Z`);
    const range = statisticsPeriodRange(period, noon, timeZone);
    const from = range.start ? wireDateOfInstant(range.start, timeZone) : null;
    const to = range.end ? wireDateOfInstant(range.end, timeZone) : null;
    return {
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(status !== "all" ? { status } : {}),
      ...(q.trim() !== "" ? { q } : {}),
      sort,
      limit: LIST_PAGE_SIZE,
    };
  }, [period, timeZone, today, status, q, sort]);
  const list = useReservationPages(filter);
  const filterActive = isStatisticsFilterActive({ search: search.q ?? "", status });

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold">{statisticsTexts.title}</h1>
      <PeriodButtons
        period={period}
        onChange={(next) => setSearch({ period: next === DEFAULT_STATISTICS_PERIOD ? undefined : next })}
      />
      {statistics.isPending ? (
        <p role="status" className="text-muted-foreground">
          {statisticsTexts.loadingOrders}
        </p>
      ) : statistics.isError ? (
        <Banner tone="error">{statisticsTexts.loadFailed}</Banner>
      ) : (
        <>
          <SummaryTiles summary={statistics.data.summary} />
          <section aria-label={statisticsTexts.revenueHeading} className="grid gap-3">
            <h2 className="text-lg font-semibold">{statisticsTexts.revenueHeading}</h2>
            <RevenueCards revenue={statistics.data.revenue} />
          </section>
          <NoShowCard noShows={statistics.data.noShows} guestConfirmed={statistics.data.guestConfirmed} />
          <BookingChannelsCard channels={statistics.data.channels} />
        </>
      )}
      <StatisticsFilters
        search={query}
        onSearchChange={onQueryChange}
        status={status}
        onStatusChange={(next) => setSearch({ status: next === "all" ? undefined : next })}
        sort={sort}
        onSortChange={(next) => setSearch({ sort: next === "date-desc" ? undefined : next })}
      />
      <StatisticsList
        reservations={list.reservations}
        total={listTotal(list.counters, status)}
        hasMore={list.hasMore}
        loadingMore={list.loadingMore}
        onShowMore={list.loadMore}
        periodLabel={periodLabel}
        filterActive={filterActive}
        canReset={filterActive || sort !== "date-desc"}
        now={now}
        timeZone={timeZone}
        onReset={() => {
          clearQuery();
          setSearch({ q: undefined, status: undefined, sort: undefined });
        }}
      />
      {statistics.data ? <StatisticsCharts statistics={statistics.data} /> : null}
    </div>
  );
}
