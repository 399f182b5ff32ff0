import { useQuery } from "@tanstack/react-query";
import { DASHBOARD_REFRESH_INTERVAL_MS } from "@tischservice/core";
import { ApiError } from "../../../api/http.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { fetchRooms } from "../../../api/rooms.ts";
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
    queryKey: queryKeys.rooms(restaurantId),
    queryFn: async () => {
      try {
        return await fetchRooms(restaurantId);
      } catch (error) {
        console.warn("Räume konnten nicht geladen werden", error);
        throw error;
      }
    },
    refetchInterval: usePollInterval(DASHBOARD_REFRESH_INTERVAL_MS),
    retry: retryUnlessRefused,
  });
}
