import {
  isCancelledReservationStatus,
  openOrderCount,
  reservationDateOf,
  reservationListCounters,
} from "@tischservice/core";
import { useMemo } from "react";
import { useOrders, useReservations, useToday } from "../data/queries.ts";

/** Pending (today and later), today's (not cancelled) reservations, and open orders. */
export function useShellCounters() {
  const reservations = useReservations().data;
  const orders = useOrders().data;
  const today = useToday();
  return useMemo(() => {
    const list = reservations ?? [];
    return {
      pending: reservationListCounters(list, today).pending,
      today: list.filter((r) => reservationDateOf(r) === today && !isCancelledReservationStatus(r.status))
        .length,
      openOrders: orders ? openOrderCount(orders) : 0,
    };
  }, [reservations, orders, today]);
}
