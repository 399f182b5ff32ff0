import { useNavigate, useSearch } from "@tanstack/react-router";
import { filterReservationList, reservationListCounters, reservationsTexts } from "@tischservice/core";
import { Spinner } from "@tischservice/ui";
import { useCallback, useMemo, useState } from "react";
import { useReservations, useToday } from "../data/queries.ts";
import { useReservationStatus } from "../data/use-reservation-status.ts";
import { EnquiriesSection } from "../enquiries/enquiries-section.tsx";
import { useGuestHints } from "../guest-hints/guest-hints.tsx";
import { WaitlistSection } from "../waitlist/waitlist-section.tsx";
import { ReservationCounters } from "./reservation-counters.tsx";
import { ReservationFilters } from "./reservation-filters.tsx";
import { ReservationList } from "./reservation-list.tsx";
import { useAutoConfirmPastPending } from "./use-auto-confirm-past-pending.ts";

/** `/app/reservations?status=&q=`: counters, search, status filter and today's and later reservations. */
export function ReservationsPage() {
  const search = useSearch({ from: "/gastro/reservations" });
  const navigate = useNavigate({ from: "/reservations" });
  const reservations = useReservations();
  const today = useToday();
  const status = useReservationStatus();
  const [query, setQuery] = useState(search.q ?? "");
  // The list shows today's and later reservations: one request for their guests' hints.
  const guestHints = useGuestHints({ from: today });
  useAutoConfirmPastPending(reservations.data, today);

  const all = reservations.data;
  const counters = useMemo(() => reservationListCounters(all ?? [], today), [all, today]);
  const filtered = useMemo(
    () => filterReservationList(all ?? [], { today, status: search.status ?? "all", search: search.q ?? "" }),
    [all, today, search.status, search.q],
  );
  const { mutate } = status;
  const onConfirm = useCallback((id: string) => mutate({ id, status: "confirmed" }), [mutate]);
  const onReject = useCallback((id: string) => mutate({ id, status: "cancelled" }), [mutate]);

  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold">{reservationsTexts.title}</h1>
      <EnquiriesSection />
      <WaitlistSection />
      <ReservationCounters counters={counters} />
      <ReservationFilters
        search={query}
        onSearchChange={(value) => {
          setQuery(value);
          void navigate({
            search: (prev) => ({ ...prev, q: value.trim() === "" ? undefined : value }),
            replace: true,
          });
        }}
        status={search.status ?? "all"}
        onStatusChange={(next) =>
          void navigate({ search: (prev) => ({ ...prev, status: next === "all" ? undefined : next }) })
        }
      />
      {reservations.isPending ? (
        <Spinner className="justify-center py-10" />
      ) : (
        <ReservationList
          reservations={filtered}
          busyId={status.isPending ? (status.variables?.id ?? null) : null}
          onConfirm={onConfirm}
          onReject={onReject}
          guestHints={guestHints}
        />
      )}
    </div>
  );
}
