import { useMutation, useQueryClient } from "@tanstack/react-query";
import { moveTableTexts } from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { queryKeys } from "../../api/query-keys.ts";
import { moveReservationToTable } from "../../api/reservation-table.ts";
import { useGastro } from "../data/gastro-context.tsx";

/** A reservation moved to another table. */
export interface TableMove {
  reservationId: string;
  tableId: string;
  tableName: string;
}

/**
 * "Tisch wechseln": on success a toast naming the new table and the reservations read again; a refusal
 * is the dialog's to show.
 */
export function useMoveTable() {
  const { restaurantId } = useGastro();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ reservationId, tableId }: TableMove) => moveReservationToTable(reservationId, tableId),
    onSuccess: (_message, move) => {
      toast({ title: moveTableTexts.moved(move.tableName), tone: "success" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.reservations(restaurantId) }),
  });
}
