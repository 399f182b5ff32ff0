import { useNavigate, useSearch } from "@tanstack/react-router";
import {
  DEFAULT_STATISTICS_PERIOD,
  filterReservationsByStatisticsPeriod,
  filterStatisticsList,
  isStatisticsFilterActive,
  statisticsPeriodLabels,
  statisticsPeriodRange,
  statisticsTexts,
  wireDateTimeToInstant,
} from "@tischservice/core";
import { Banner } from "@tischservice/ui";
import { useMemo, useState } from "react";
import { useNow } from "../../lib/clock.tsx";
import { useGastro } from "../data/gastro-context.tsx";
import { useReservations, useTimeZone, useToday } from "../data/queries.ts";
import { StatisticsCharts } from "./charts/statistics-charts.tsx";
import { NoShowCard } from "./no-show-card.tsx";
import { PeriodButtons } from "./period-buttons.tsx";
import { RevenueCards } from "./revenue-cards.tsx";
import { StatisticsFilters } from "./statistics-filters.tsx";
import { StatisticsList } from "./statistics-list.tsx";
import { SummaryTiles } from "./summary-tiles.tsx";
import { useStatistics } from "./use-statistics.ts";

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
  const reservations = useReservations();
  const [query, setQuery] = useState(search.q ?? "");
  const status = search.status ?? "all";
  const sort = search.sort ?? "date-desc";
  const today = useToday();

  const inPeriod = useMemo(() => {
    // The range moves with the restaurant's day, not with every clock tick.
    const noon = wireDateTimeToInstant(today, "12:00", timeZone) ?? new Date(`${today}T12:00:00Z`);
    const range = statisticsPeriodRange(period, noon, timeZone);
    return filterReservationsByStatisticsPeriod(reservations.data ?? [], range, timeZone);
  }, [reservations.data, period, timeZone, today]);
  const list = useMemo(
    () => filterStatisticsList(inPeriod, { search: search.q ?? "", status, sort, timeZone }),
    [inPeriod, search.q, status, sort, timeZone],
  );
  const filterActive = isStatisticsFilterActive({ search: search.q ?? "", status });

  const setSearch = (next: Partial<typeof search>) =>
    void navigate({ search: (prev) => ({ ...prev, ...next }), replace: true });

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
        </>
      )}
      <StatisticsFilters
        search={query}
        onSearchChange={(value) => {
          setQuery(value);
          setSearch({ q: value.trim() === "" ? undefined : value });
        }}
        status={status}
        onStatusChange={(next) => setSearch({ status: next === "all" ? undefined : next })}
        sort={sort}
        onSortChange={(next) => setSearch({ sort: next === "date-desc" ? undefined : next })}
      />
      <StatisticsList
        key={`${period}-${search.q ?? ""}-${status}-${sort}`}
        reservations={list}
        periodLabel={periodLabel}
        filterActive={filterActive}
        canReset={filterActive || sort !== "date-desc"}
        now={now}
        timeZone={timeZone}
        onReset={() => {
          setQuery("");
          setSearch({ q: undefined, status: undefined, sort: undefined });
        }}
      />
      {statistics.data ? <StatisticsCharts statistics={statistics.data} /> : null}
    </div>
  );
}
