import { useQuery } from "@tanstack/react-query";
import { DASHBOARD_REFRESH_INTERVAL_MS, openOrderCount } from "@tischservice/core";
import { useMemo } from "react";
import { queryKeys } from "../../api/query-keys.ts";
import { fetchReservationCounters } from "../../api/reservation-counters.ts";
import { useGastro } from "../data/gastro-context.tsx";
import { useOrders, useToday } from "../data/queries.ts";
import { usePollInterval } from "../live/live-status.tsx";

/** The server's counters of reservations dated `from`..`to` ("" = open end), under the list's key. */
function useCounters(from: string, to: string) {
  const { restaurantId } = useGastro();
  return useQuery({
    queryKey: queryKeys.reservationCounters(restaurantId, from, to),
    queryFn: () => fetchReservationCounters(restaurantId, to === "" ? { from } : { from, to }),
    refetchInterval: usePollInterval(DASHBOARD_REFRESH_INTERVAL_MS),
  }).data;
}

/** Pending (today and later), today's (not cancelled) reservations, and open orders. */
export function useShellCounters() {
  const orders = useOrders().data;
  const today = useToday();
  const upcoming = useCounters(today, "");
  const todays = useCounters(today, today);
  return useMemo(
    () => ({
      pending: upcoming?.pending ?? 0,
      today: todays ? todays.total - todays.cancelled : 0,
      openOrders: orders ? openOrderCount(orders) : 0,
    }),
    [upcoming, todays, orders],
  );
}
