import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { customerTexts, type Restaurant } from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { cancelMyReservation, myReservationsQueryOptions } from "../../../api/customer.ts";
import { ApiError } from "../../../api/http.ts";
import { fetchRestaurantPage } from "../../../api/list-pages.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { publicRestaurantQueryOptions } from "../../../api/restaurant-by-id.ts";
import { type ListPages, useListPages } from "../../shared/lists/use-list-pages.ts";

/** The partner list to choose from, a page at a time for a search; read only while the choice is shown. */
export function useRestaurantChoices(q: string, enabled: boolean): ListPages<Restaurant> {
  return useListPages(
    queryKeys.restaurantChoices(q),
    (cursor, signal) => fetchRestaurantPage({ q, cursor }, signal),
    { enabled },
  );
}

/** One restaurant by id (the chosen one, when it is not among the loaded choices); null: unknown. */
export function usePublicRestaurant(restaurantId: string | null) {
  return useQuery({
    ...publicRestaurantQueryOptions(restaurantId),
    enabled: restaurantId !== null,
    retry: false,
  });
}

export function useMyReservations(email: string) {
  return useQuery(myReservationsQueryOptions(email));
}

/** Cancels one of the customer's reservations; toasts the outcome and reloads the list. */
export function useCancelMyReservation(email: string) {
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: cancelMyReservation,
    onSuccess: () => toast({ title: customerTexts.cancelled, tone: "success" }),
    onError: (error) => {
      const message = error instanceof ApiError ? error.serverMessage : null;
      toast({
        title: customerTexts.cancelError,
        ...(message ? { description: message } : {}),
        tone: "error",
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.myReservations(email) }),
  });
}
