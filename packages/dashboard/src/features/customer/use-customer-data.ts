import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { customerTexts } from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { fetchRestaurants } from "../../api/admin.ts";
import { cancelMyReservation, fetchMyReservations } from "../../api/customer.ts";
import { ApiError } from "../../api/http.ts";
import { queryKeys } from "../../api/query-keys.ts";

export function usePublicRestaurants() {
  return useQuery({ queryKey: queryKeys.publicRestaurants, queryFn: fetchRestaurants });
}

export function useMyReservations(email: string) {
  return useQuery({ queryKey: queryKeys.myReservations(email), queryFn: () => fetchMyReservations(email) });
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
