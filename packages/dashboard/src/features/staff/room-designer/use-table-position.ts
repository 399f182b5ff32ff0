import { useMutation, useQueryClient } from "@tanstack/react-query";
import { roomDesignerTexts, type Table, type UpdateTablePositionRequest } from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { queryKeys } from "../../../api/query-keys.ts";
import { updateTablePosition } from "../../../api/tables.ts";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";

export interface PositionChange {
  id: string;
  change: UpdateTablePositionRequest;
}

/** A table with a position change applied (what the screen shows before the server answers). */
export function withPositionChange(table: Table, change: UpdateTablePositionRequest): Table {
  return {
    ...table,
    position: {
      x: change.x ?? table.position.x,
      y: change.y ?? table.position.y,
      rotation: change.rotation ?? table.position.rotation,
    },
    ...(change.roomId !== undefined ? { roomId: change.roomId } : {}),
  };
}

/**
 * `PUT /api/tables/{id}/position`, optimistic: the table moves at once; a failure puts back what was
 * shown, says so, and re-reads the server's state, so that no table stays where the server does not
 * have it.
 */
export function useTablePosition() {
  const { restaurantId } = useGastro();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const key = queryKeys.tables(restaurantId);
  return useMutation({
    mutationFn: ({ id, change }: PositionChange) => updateTablePosition(id, change),
    onMutate: async ({ id, change }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<Table[]>(key);
      queryClient.setQueryData<Table[]>(key, (list) =>
        list?.map((table) => (table._id === id ? withPositionChange(table, change) : table)),
      );
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast({ title: roomDesignerTexts.positionSaveFailed, tone: "error" });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
