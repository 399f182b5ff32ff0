import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { reservationTimeSlotsQueryOptions } from "../../../api/reservation-edit.ts";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";

/**
 * The times a reservation could move to on `date` for `guests`, as "Neue Buchung" offers a day's free
 * slots, but with the reservation's own tables counted as free. The last answer stays while the next day
 * or party size loads.
 */
export function useReservationTimes(reservationId: string, date: string, guests: number) {
  const { restaurantId } = useGastro();
  return useQuery({
    ...reservationTimeSlotsQueryOptions(restaurantId, reservationId, date, guests),
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
