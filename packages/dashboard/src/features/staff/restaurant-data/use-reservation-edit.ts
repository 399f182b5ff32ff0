import { useMutation, useQueryClient } from "@tanstack/react-query";
import { reservationEditTexts, type UpdateReservationRequest } from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { queryKeys } from "../../../api/query-keys.ts";
import { updateReservation } from "../../../api/reservation-edit.ts";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";

interface Edit {
  id: string;
  body: UpdateReservationRequest;
}

/**
 * Saves a staff edit of a reservation: the page shows the saved reservation at once and says so; a refusal
 * stays with the caller (the form shows the server's German words). Either way the restaurant's
 * reservations, the page's history and the day lists are read again.
 */
export function useReservationEdit() {
  const { restaurantId } = useGastro();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ id, body }: Edit) => updateReservation(id, body),
    onSuccess: ({ reservation }) => {
      queryClient.setQueryData(queryKeys.reservation(restaurantId, reservation._id), reservation);
      toast({ title: reservationEditTexts.saved, tone: "success" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.reservations(restaurantId) }),
  });
}
