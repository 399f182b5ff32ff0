import { useMutation, useQueryClient } from "@tanstack/react-query";
import { commonTexts, noShowTexts, reservationsTexts, updateErrorWithMessage } from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { ApiError } from "../../api/http.ts";
import { queryKeys } from "../../api/query-keys.ts";
import { updateReservationStatus } from "../../api/reservations.ts";
import { useNow } from "../../lib/clock.tsx";
import { useGastro } from "../data/gastro-context.tsx";
import { putBack, showStatusAtOnce } from "../data/queries.ts";

/** Mark as not attended (`no_show`) or take it back (`confirmed`). */
export interface NoShowChange {
  id: string;
  status: "no_show" | "confirmed";
}

/**
 * "Nicht erschienen" and its undo: the lists change at once (optimistic) and go back on a refusal, whose
 * German reason from the server the error toast shows; the success toast says the server's answer. The
 * reservations (and with them the status history) are re-read afterwards; other dashboards learn of it
 * from the reservation event.
 */
export function useNoShow() {
  const { restaurantId } = useGastro();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const now = useNow();
  const key = queryKeys.reservations(restaurantId);
  return useMutation({
    mutationFn: ({ id, status }: NoShowChange) => updateReservationStatus(id, status),
    onMutate: async ({ id, status }: NoShowChange) => ({
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
      toast({
        title: message ?? (change.status === "no_show" ? noShowTexts.marked : noShowTexts.undone),
        tone: "success",
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
