import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  commonTexts,
  type ReservationStatus,
  reservationCancelError,
  reservationsTexts,
  updateErrorWithMessage,
} from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { ApiError } from "../../../api/http.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { updateReservationStatus } from "../../../api/reservations.ts";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";
import { putBack, showStatusAtOnce } from "./queries.ts";

interface Change {
  id: string;
  status: ReservationStatus;
}

function failureText(error: unknown, status: ReservationStatus): string {
  const serverMessage = error instanceof ApiError ? error.serverMessage : null;
  if (status === "cancelled") {
    return error instanceof ApiError ? reservationCancelError(serverMessage) : reservationsTexts.cancelFailed;
  }
  return error instanceof ApiError
    ? updateErrorWithMessage(serverMessage)
    : `${reservationsTexts.statusUpdateFailed} (${commonTexts.networkErrorResult})`;
}

/**
 * Bestätigen, Ablehnen and Stornieren: the list changes at once (optimistic), goes back on failure with
 * the fixed German error text, and is re-read afterwards.
 */
export function useReservationStatus() {
  const { restaurantId } = useGastro();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const key = queryKeys.reservations(restaurantId);
  return useMutation({
    mutationFn: ({ id, status }: Change) => updateReservationStatus(id, status),
    onMutate: async ({ id, status }: Change) => ({
      before: await showStatusAtOnce(queryClient, restaurantId, id, status),
    }),
    onError: (error, change, context) => {
      if (context) putBack(queryClient, context.before);
      toast({ title: failureText(error, change.status), tone: "error" });
    },
    onSuccess: (_message, change) => {
      toast({
        title:
          change.status === "confirmed"
            ? reservationsTexts.confirmedSuccess
            : reservationsTexts.cancelledSuccess,
        tone: "success",
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
