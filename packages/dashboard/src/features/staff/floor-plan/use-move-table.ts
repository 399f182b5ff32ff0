import { useMutation, useQueryClient } from "@tanstack/react-query";
import { moveTableTexts } from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { queryKeys } from "../../../api/query-keys.ts";
import { updateReservation } from "../../../api/reservation-edit.ts";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";

/** A reservation moved to another table. */
export interface TableMove {
  reservationId: string;
  /** The version the plan showed (`updated_at`): a change made meanwhile elsewhere is not overwritten. */
  expectedUpdatedAt?: string | undefined;
  tableId: string;
  tableName: string;
}

/**
 * "Tisch wechseln" through the staff edit (`PUT /api/reservations/{id}` with the one table): the server
 * checks the table under its lock. On success a toast naming the new table and the reservations read
 * again; a refusal is the dialog's to show.
 */
export function useMoveTable() {
  const { restaurantId } = useGastro();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ reservationId, tableId, expectedUpdatedAt }: TableMove) =>
      updateReservation(reservationId, {
        tableIds: [tableId],
        ...(expectedUpdatedAt ? { expectedUpdatedAt } : {}),
      }),
    onSuccess: (_message, move) => {
      toast({ title: moveTableTexts.moved(move.tableName), tone: "success" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.reservations(restaurantId) }),
  });
}
