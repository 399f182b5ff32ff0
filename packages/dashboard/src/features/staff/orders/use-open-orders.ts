import { useQuery } from "@tanstack/react-query";
import { ORDERS_VIEW_POLL_INTERVAL_MS } from "@tischservice/core";
import { ordersQueryOptions } from "../../../api/orders.ts";
import { usePollInterval } from "../live/live-status.tsx";

/**
 * The restaurant's orders for the orders tab: order events keep them current; while the event stream
 * is down the tab re-reads them every 2 s (the frame's count polls every 30 s on the same key).
 */
export function useOrdersView(restaurantId: string) {
  return useQuery({
    ...ordersQueryOptions(restaurantId),
    refetchInterval: usePollInterval(ORDERS_VIEW_POLL_INTERVAL_MS),
  });
}
