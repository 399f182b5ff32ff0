import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  commonTexts,
  type ReservationStatus,
  reservationsTexts,
  updateErrorWithMessage,
} from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { ApiError } from "../../../api/http.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { updateReservationStatus } from "../../../api/reservations.ts";
import { useNow } from "../../../lib/clock.tsx";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";
import { putBack, showStatusAtOnce } from "./queries.ts";

/** A reservation's status to change to. */
export interface StatusChange<S extends ReservationStatus> {
  id: string;
  status: S;
}

/**
 * A status change staff make during service (a step of the visit, a no-show and their undo): the lists
 * show the new status at once (optimistic) and go back on a refusal, whose German reason from the server
 * the error toast shows; the success toast says the server's answer, or `successText` when it sent none.
 * The reservations are re-read afterwards (with what the server stamped); other dashboards learn of it
 * from the reservation event.
 */
export function useOptimisticStatusChange<S extends ReservationStatus>(successText: (status: S) => string) {
  const { restaurantId } = useGastro();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const now = useNow();
  const key = queryKeys.reservations(restaurantId);
  return useMutation({
    mutationFn: ({ id, status }: StatusChange<S>) => updateReservationStatus(id, status),
    onMutate: async ({ id, status }: StatusChange<S>) => ({
      before: await showStatusAtOnce(queryClient, restaurantId, id, status, now),
    }),
    onError: (error, _change, context) => {
      if (context) putBack(queryClient, context.before);
      toast({
        title:
          error instanceof ApiError
            ? updateErrorWithMessage(error.serverMessage)
            : `${reservationsTexts.statusUpdateFailed} (${commonTexts.networkErrorResult})`,
        tone: "error",
      });
    },
    onSuccess: (message, change) => {
      toast({ title: message ?? successText(change.status), tone: "success" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
