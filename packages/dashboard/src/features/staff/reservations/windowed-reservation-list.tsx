import { reservationsTexts, reservationTimingLabelKey } from "@tischservice/core";
import { useEffect } from "react";
import { useMediaQuery } from "../../../lib/use-media-query.ts";
import { noShowActionAt } from "../no-show/no-show-card-action.tsx";
import { seatingActionsOfReservation } from "../seating/seating-card-action.tsx";
import { LoadMore } from "./load-more.tsx";
import type { ReservationListProps } from "./reservation-list-props.ts";
import { ReservationRow } from "./reservation-row.tsx";
import { useWindowedList } from "./use-windowed-list.ts";

export const ROW_HEIGHT_PX = 56;
/** Below Tailwind's `sm` a row has two lines (see `ReservationRow`). */
export const PHONE_ROW_HEIGHT_PX = 88;
const oneLineQuery = "(min-width: 40rem)";
/** The next page is asked for once the rows in view come this close to the loaded end. */
export const LOAD_AHEAD_ROWS = 20;

export interface WindowedReservationListProps extends ReservationListProps {
  /** The derived label "Abgeschlossen" / "Aktiv" is computed at this instant in this time zone. */
  now: Date;
  timeZone: string;
}

/** The long list: only the rows in view are in the page; screen readers still hear position and size. */
export function WindowedReservationList({
  reservations,
  now,
  timeZone,
  busyId,
  onConfirm,
  onReject,
  guestHints,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
}: WindowedReservationListProps) {
  const rowHeight = useMediaQuery(oneLineQuery) ? ROW_HEIGHT_PX : PHONE_ROW_HEIGHT_PX;
  const { containerRef, onScroll, start, end, totalHeight, offsetTop } = useWindowedList({
    count: reservations.length,
    rowHeight,
  });
  const nearEnd = end >= reservations.length - LOAD_AHEAD_ROWS;
  useEffect(() => {
    if (nearEnd && hasMore && !loadingMore) onLoadMore?.();
  }, [nearEnd, hasMore, loadingMore, onLoadMore]);
  return (
    <div className="grid gap-3">
      <section
        ref={containerRef}
        onScroll={onScroll}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scroll area must be reachable by keyboard
        tabIndex={0}
        aria-label={reservationsTexts.title}
        className="focus-ring overflow-y-auto rounded-xl border border-border bg-card"
        style={{ height: "70vh", overflowY: "auto" }}
      >
        <div style={{ height: totalHeight, position: "relative" }}>
          <ul className="m-0 list-none p-0" style={{ transform: `translateY(${offsetTop}px)` }}>
            {reservations.slice(start, end).map((r, index) => (
              <li
                key={r._id}
                aria-setsize={reservations.length}
                aria-posinset={start + index + 1}
                style={{ height: rowHeight }}
              >
                <ReservationRow
                  reservation={r}
                  timing={reservationTimingLabelKey(r, now, timeZone)}
                  noShow={noShowActionAt(r, now, timeZone)}
                  seating={seatingActionsOfReservation(r, now, timeZone)}
                  hint={guestHints?.[r._id]}
                  busy={busyId === r._id}
                  onConfirm={onConfirm}
                  onReject={onReject}
                />
              </li>
            ))}
          </ul>
        </div>
      </section>
      {onLoadMore ? <LoadMore hasMore={hasMore} loading={loadingMore} onLoadMore={onLoadMore} /> : null}
    </div>
  );
}
