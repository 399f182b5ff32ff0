import { useNavigate, useSearch } from "@tanstack/react-router";
import { addDaysToWireDate, reservationPageTexts, reservationsTexts } from "@tischservice/core";
import { Banner, Spinner } from "@tischservice/ui";
import { useCallback, useMemo } from "react";
import { useUrlSearchQuery } from "../../../lib/use-url-search-query.ts";
import { EnquiriesSection } from "../enquiries/enquiries-section.tsx";
import { useGuestHints } from "../guest-hints/guest-hints.tsx";
import { useToday } from "../restaurant-data/queries.ts";
import { useReservationStatus } from "../restaurant-data/use-reservation-status.ts";
import { WaitlistSection } from "../waitlist/waitlist-section.tsx";
import { ReservationCounters } from "./reservation-counters.tsx";
import { ReservationFilters } from "./reservation-filters.tsx";
import { ReservationList } from "./reservation-list.tsx";
import { loadedDateRange, type ReservationPageFilter, useReservationPages } from "./use-reservation-pages.ts";

/** How long typing rests before the search goes to the server. */
const SEARCH_DEBOUNCE_MS = 250;
const noCounters = { total: 0, pending: 0, confirmed: 0, cancelled: 0 };

/**
 * `/app/reservations?status=&q=&when=day|past&date=`: counters, search, status filter and the reservations
 * of today and later (with "Tag" one day's, whose waitlist the section above follows; with "Vergangene"
 * the earlier ones, newest first), a page at a time from the server.
 */
export function ReservationsPage() {
  const search = useSearch({ from: "/gastro/reservations" });
  const navigate = useNavigate({ from: "/reservations" });
  const today = useToday();
  const status = useReservationStatus();
  const {
    query,
    settled: q,
    onQueryChange,
  } = useUrlSearchQuery(search.q, SEARCH_DEBOUNCE_MS, (next) => {
    void navigate({ search: (prev) => ({ ...prev, q: next }), replace: true });
  });
  const when = search.when ?? "upcoming";
  const day = search.date ?? today;
  const filter = useMemo<ReservationPageFilter>(
    () => ({
      ...(when === "past"
        ? { to: addDaysToWireDate(today, -1) ?? today, sort: "date-desc" as const }
        : when === "day"
          ? { from: day, to: day }
          : { from: today }),
      ...(search.status ? { status: search.status } : {}),
      ...(q.trim() !== "" ? { q } : {}),
    }),
    [when, day, today, search.status, q],
  );
  const pages = useReservationPages(filter);
  // One request for the hints of the loaded rows' guests, widened as further pages arrive.
  const guestHints = useGuestHints(loadedDateRange(pages.reservations));
  const { mutate } = status;
  const onConfirm = useCallback((id: string) => mutate({ id, status: "confirmed" }), [mutate]);
  const onReject = useCallback((id: string) => mutate({ id, status: "cancelled" }), [mutate]);

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold">{reservationsTexts.title}</h1>
      <EnquiriesSection />
      <WaitlistSection date={when === "day" ? day : today} />
      <ReservationCounters counters={pages.counters ?? noCounters} />
      <ReservationFilters
        search={query}
        onSearchChange={onQueryChange}
        status={search.status ?? "all"}
        onStatusChange={(next) =>
          void navigate({ search: (prev) => ({ ...prev, status: next === "all" ? undefined : next }) })
        }
        when={when}
        onWhenChange={(next) =>
          void navigate({
            search: (prev) => ({ ...prev, when: next === "upcoming" ? undefined : next, date: undefined }),
          })
        }
        day={day}
        today={today}
        onDayChange={(next) =>
          void navigate({
            search: (prev) => ({ ...prev, when: "day", date: next === today ? undefined : next }),
          })
        }
      />
      {pages.isPending ? (
        <Spinner className="justify-center py-10" />
      ) : pages.isError && pages.reservations.length === 0 ? (
        <Banner tone="error">{reservationPageTexts.loadFailed}</Banner>
      ) : (
        <ReservationList
          reservations={pages.reservations}
          busyId={status.isPending ? (status.variables?.id ?? null) : null}
          onConfirm={onConfirm}
          onReject={onReject}
          guestHints={guestHints}
          hasMore={pages.hasMore}
          loadingMore={pages.loadingMore}
          onLoadMore={pages.loadMore}
        />
      )}
    </div>
  );
}
