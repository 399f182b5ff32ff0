import { useMutation, useQueryClient } from "@tanstack/react-query";
import { floorPlanMomentTexts } from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { serverMessageOr } from "../../api/http.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { updateReservationStatus } from "../../api/reservations.ts";
import { useNow } from "../../lib/clock.tsx";
import { useGastro } from "../data/gastro-context.tsx";
import { putBack, showStatusAtOnce } from "../data/queries.ts";

/**
 * "Platzieren" on the floor plan: the reservation's guest sits down (`seated` through the status route).
 * The plan recolours at once and goes back on a refusal, whose German reason the error toast shows.
 */
export function useSeatReservation() {
  const { restaurantId } = useGastro();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const now = useNow();
  return useMutation({
    mutationFn: (id: string) => updateReservationStatus(id, "seated"),
    onMutate: async (id: string) => ({
      before: await showStatusAtOnce(queryClient, restaurantId, id, "seated", now),
    }),
    onError: (error, _id, context) => {
      if (context) putBack(queryClient, context.before);
      toast({ title: serverMessageOr(error, floorPlanMomentTexts.seatFailed), tone: "error" });
    },
    onSuccess: (message) => {
      toast({ title: message ?? floorPlanMomentTexts.seated, tone: "success" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.reservations(restaurantId) }),
  });
}
