import { useQuery } from "@tanstack/react-query";
import {
  DASHBOARD_REFRESH_INTERVAL_MS,
  DEFAULT_RESTAURANT_TIME_ZONE,
  OPEN_ORDER_COUNT_REFRESH_MS,
  wireDateOfInstant,
} from "@tischservice/core";
import { ApiError } from "../../api/http.ts";
import { fetchOrders } from "../../api/orders.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { fetchReservations } from "../../api/reservations.ts";
import { fetchConfig, fetchRestaurant, fetchSpecialHours } from "../../api/restaurant.ts";
import { useNow } from "../../lib/clock.tsx";
import { usePollInterval } from "../live/live-status.tsx";
import { useGastro } from "./gastro-context.tsx";

/** A route that is not there (yet) or a refusal is not retried. */
function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** The restaurant's reservations; polled every 2 s only while the event stream is down. */
export function useReservations() {
  const { restaurantId } = useGastro();
  return useQuery({
    queryKey: queryKeys.reservations(restaurantId),
    queryFn: () => fetchReservations(restaurantId),
    refetchInterval: usePollInterval(DASHBOARD_REFRESH_INTERVAL_MS),
    retry: retryUnlessRefused,
  });
}

/** The restaurant; like the config and special hours polled every 2 s only while the event stream is down. */
export function useRestaurant() {
  const { restaurantId } = useGastro();
  return useQuery({
    queryKey: queryKeys.restaurant(restaurantId),
    queryFn: () => fetchRestaurant(restaurantId),
    refetchInterval: usePollInterval(DASHBOARD_REFRESH_INTERVAL_MS),
    retry: retryUnlessRefused,
  });
}

export function useConfig() {
  const { userId } = useGastro();
  return useQuery({
    queryKey: queryKeys.config(userId),
    queryFn: () => fetchConfig(userId),
    refetchInterval: usePollInterval(DASHBOARD_REFRESH_INTERVAL_MS),
    retry: retryUnlessRefused,
  });
}

export function useSpecialHours() {
  const { ownerId } = useGastro();
  return useQuery({
    queryKey: queryKeys.specialHours(ownerId),
    queryFn: () => fetchSpecialHours(ownerId),
    refetchInterval: usePollInterval(DASHBOARD_REFRESH_INTERVAL_MS),
  });
}

/** Orders for the frame's open-order count: re-read every 30 s while the stream is down. */
export function useOrders() {
  const { restaurantId } = useGastro();
  return useQuery({
    queryKey: queryKeys.orders(restaurantId),
    queryFn: () => fetchOrders(restaurantId),
    refetchInterval: usePollInterval(OPEN_ORDER_COUNT_REFRESH_MS),
    retry: retryUnlessRefused,
  });
}

/** The restaurant's time zone (config), Europe/Berlin until it is known. */
export function useTimeZone(): string {
  return useConfig().data?.timeZone ?? DEFAULT_RESTAURANT_TIME_ZONE;
}

/** Today's date `YYYY-MM-DD` in the restaurant's time zone. */
export function useToday(): string {
  const now = useNow();
  const timeZone = useTimeZone();
  return wireDateOfInstant(now, timeZone) ?? now.toISOString().slice(0, 10);
}
