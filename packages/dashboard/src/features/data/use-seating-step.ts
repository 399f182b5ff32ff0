import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  commonTexts,
  type ReservationStatus,
  reservationsTexts,
  seatingTexts,
  updateErrorWithMessage,
} from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { ApiError } from "../../api/http.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { updateReservationStatus } from "../../api/reservations.ts";
import { useNow } from "../../lib/clock.tsx";
import { useGastro } from "./gastro-context.tsx";
import { putBack, showStatusAtOnce } from "./queries.ts";

/** One step of the visit (arrived, seated, completed) or its undo, to the status named. */
export interface SeatingStep {
  id: string;
  status: ReservationStatus;
}

/** The success toast when the server sent no message of its own. */
function successText(status: ReservationStatus): string {
  return status === "arrived" || status === "seated" || status === "completed"
    ? seatingTexts[status]
    : seatingTexts.undone;
}

/**
 * "Angekommen", "Platzieren", "Abschließen" and their undo: the lists show the new status at once
 * (optimistic) and go back on a refusal, whose German reason from the server the error toast shows; the
 * success toast says the server's answer. The reservations are re-read afterwards (with the instants the
 * server stamped); other dashboards learn of it from the reservation event.
 */
export function useSeatingStep() {
  const { restaurantId } = useGastro();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const now = useNow();
  const key = queryKeys.reservations(restaurantId);
  return useMutation({
    mutationFn: ({ id, status }: SeatingStep) => updateReservationStatus(id, status),
    onMutate: async ({ id, status }: SeatingStep) => ({
      before: await showStatusAtOnce(queryClient, restaurantId, id, status, now),
    }),
    onError: (error, _step, context) => {
      if (context) putBack(queryClient, context.before);
      toast({
        title:
          error instanceof ApiError
            ? updateErrorWithMessage(error.serverMessage)
            : `${reservationsTexts.statusUpdateFailed} (${commonTexts.networkErrorResult})`,
        tone: "error",
      });
    },
    onSuccess: (message, step) => {
      toast({ title: message ?? successText(step.status), tone: "success" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
