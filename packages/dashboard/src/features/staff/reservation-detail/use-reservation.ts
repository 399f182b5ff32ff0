import { useQuery } from "@tanstack/react-query";
import { DASHBOARD_REFRESH_INTERVAL_MS } from "@tischservice/core";
import { reservationQueryOptions } from "../../../api/reservation-by-id.ts";
import { usePollInterval } from "../live/live-status.tsx";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";
import { retryUnlessRefused } from "../restaurant-data/queries.ts";

/**
 * One reservation by id, for the staff's reservation page: under the restaurant's reservations, so that
 * its changes reload it; polled like the day lists while the event stream is down.
 */
export function useReservation(reservationId: string) {
  const { restaurantId } = useGastro();
  return useQuery({
    ...reservationQueryOptions(restaurantId, reservationId),
    refetchInterval: usePollInterval(DASHBOARD_REFRESH_INTERVAL_MS),
    retry: retryUnlessRefused,
  });
}
