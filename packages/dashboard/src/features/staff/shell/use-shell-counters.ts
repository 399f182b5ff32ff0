import { openOrderCount } from "@tischservice/core";
import { useMemo } from "react";
import { useOrders, useReservationCounters, useToday } from "../restaurant-data/queries.ts";

/** Pending (today and later), today's (not cancelled) reservations, and open orders. */
export function useShellCounters() {
  const orders = useOrders().data;
  const today = useToday();
  const upcoming = useReservationCounters(today, "").data;
  const todays = useReservationCounters(today, today).data;
  return useMemo(
    () => ({
      pending: upcoming?.pending ?? 0,
      today: todays ? todays.total - todays.cancelled : 0,
      openOrders: orders ? openOrderCount(orders) : 0,
    }),
    [upcoming, todays, orders],
  );
}
