import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type SeatNowRequest, seatNowTexts } from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { queryKeys } from "../../../api/query-keys.ts";
import { seatNow } from "../../../api/seat-now.ts";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";

/**
 * Seats a walk-in ("Gast platzieren"): on success a toast with the server's words and the plan's
 * reservations read again (other dashboards learn of it from the live event). A refusal is the dialog's
 * to show, beside the form.
 */
export function useSeatNow(tableName: string) {
  const { restaurantId } = useGastro();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (request: Omit<SeatNowRequest, "restaurantId">) => seatNow({ ...request, restaurantId }),
    onSuccess: ({ message }) => {
      toast({ title: message ?? seatNowTexts.seated(tableName), tone: "success" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.reservations(restaurantId) }),
  });
}
