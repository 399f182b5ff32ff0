import { Link } from "@tanstack/react-router";
import { formatDate, reservationsTexts, reservationTimingLabelKey } from "@tischservice/core";
import { EmptyState, ReservationCard } from "@tischservice/ui";
import { SearchX } from "lucide-react";
import { memo } from "react";
import { useNow } from "../../../lib/clock.tsx";
import { GuestHintLine } from "../guest-hints/guest-hints.tsx";
import { toCardData } from "../home/to-card-data.ts";
import { useTimeZone } from "../restaurant-data/queries.ts";
import { visitCardActions } from "../seating/visit-card-actions.tsx";
import { LoadMore } from "./load-more.tsx";
import type { ReservationListProps } from "./reservation-list-props.ts";
import { ReservationTimingLabel } from "./reservation-timing-label.tsx";
import { WindowedReservationList } from "./windowed-reservation-list.tsx";

/** Above this many rows the list is windowed. */
export const WINDOWING_THRESHOLD = 300;

const noMore = () => {};

/**
 * The loaded reservations as cards, or windowed rows beyond a few hundred; the next page as the end
 * comes near; the empty state.
 */
export const ReservationList = memo(function ReservationList(props: ReservationListProps) {
  const {
    reservations,
    busyId,
    onConfirm,
    onReject,
    guestHints,
    hasMore = false,
    loadingMore = false,
    onLoadMore = noMore,
  } = props;
  const now = useNow();
  const timeZone = useTimeZone();
  if (reservations.length === 0) return <EmptyState icon={<SearchX />} title={reservationsTexts.empty} />;
  if (reservations.length > WINDOWING_THRESHOLD) {
    return <WindowedReservationList {...props} now={now} timeZone={timeZone} />;
  }
  return (
    <div className="grid gap-3">
      <ul className="m-0 grid list-none gap-3 p-0 md:grid-cols-2">
        {reservations.map((r) => (
          <li key={r._id}>
            <ReservationCard
              reservation={toCardData(r, formatDate(r.reservationDate))}
              busy={busyId === r._id}
              onConfirm={() => onConfirm(r._id)}
              onReject={() => onReject(r._id)}
              guestHint={<GuestHintLine hint={guestHints?.[r._id]} />}
              actions={
                <>
                  <ReservationTimingLabel timing={reservationTimingLabelKey(r, now, timeZone)} />
                  {visitCardActions(r, now, timeZone)}
                  <Link
                    to="/reservation/$reservationId"
                    params={{ reservationId: r._id }}
                    aria-label={`${reservationsTexts.openDetails}: ${r.customerName}`}
                    className="focus-ring ms-auto inline-flex h-8 items-center rounded-md px-3 text-sm font-medium text-primary-strong hover:bg-accent"
                  >
                    {reservationsTexts.openDetails}
                  </Link>
                </>
              }
            />
          </li>
        ))}
      </ul>
      <LoadMore
        hasMore={hasMore}
        loading={loadingMore}
        onLoadMore={onLoadMore}
        autoAfter={reservations.length}
      />
    </div>
  );
});
