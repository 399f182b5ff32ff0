import { useQuery } from "@tanstack/react-query";
import { DASHBOARD_REFRESH_INTERVAL_MS } from "@tischservice/core";
import { ApiError } from "../../../api/http.ts";
import { roomsQueryOptions } from "../../../api/rooms.ts";
import { tablesQueryOptions } from "../../../api/tables.ts";
import { usePollInterval } from "../live/live-status.tsx";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";

function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** The restaurant's tables; polled every 2 s only while the event stream is down. */
export function useTables() {
  const { restaurantId } = useGastro();
  return useQuery({
    ...tablesQueryOptions(restaurantId),
    refetchInterval: usePollInterval(DASHBOARD_REFRESH_INTERVAL_MS),
    retry: retryUnlessRefused,
  });
}

/** The restaurant's rooms; a load failure leaves the list empty (only logged). */
export function useRooms() {
  const { restaurantId } = useGastro();
  return useQuery({
    ...roomsQueryOptions(restaurantId),
    refetchInterval: usePollInterval(DASHBOARD_REFRESH_INTERVAL_MS),
    retry: retryUnlessRefused,
  });
}
