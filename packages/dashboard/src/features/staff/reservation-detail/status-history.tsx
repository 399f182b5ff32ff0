import { useQuery } from "@tanstack/react-query";
import { reservationEventsQueryOptions } from "../../../api/reservation-events.ts";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";
import { useTimeZone } from "../restaurant-data/queries.ts";
import { StatusHistorySection } from "./status-history-section.tsx";

/**
 * The reservation's status history from `GET /api/reservations/{id}/events`. Its key sits below the
 * restaurant's reservations, so a status change here or a live event re-reads it.
 */
export function StatusHistory({ reservationId }: { reservationId: string }) {
  const { restaurantId } = useGastro();
  const timeZone = useTimeZone();
  const events = useQuery(reservationEventsQueryOptions(restaurantId, reservationId));
  return (
    <StatusHistorySection
      events={events.data}
      failed={events.isError}
      timeZone={timeZone}
      onRetry={() => void events.refetch()}
    />
  );
}
