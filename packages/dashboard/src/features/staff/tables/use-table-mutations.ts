import { useMutation, useQueryClient } from "@tanstack/react-query";
import { tableNumberUpdateError, tablesTexts } from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { ApiError } from "../../../api/http.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { deleteTable, updateTableNumber } from "../../../api/tables.ts";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";

/** The server's message of a failed call, if it sent one. */
export function serverMessageOf(error: unknown): string | null {
  if (error instanceof ApiError) return error.serverMessage;
  return error instanceof Error ? error.message : null;
}

/** `PUT /api/tables/{id}/number`; a failure shows 'Fehler beim Aktualisieren der Tischnummer: …'. */
export function useUpdateTableNumber() {
  const { restaurantId } = useGastro();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ id, tableNumber }: { id: string; tableNumber: string }) =>
      updateTableNumber(id, tableNumber.trim()),
    onError: (error) => toast({ title: tableNumberUpdateError(serverMessageOf(error)), tone: "error" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tables(restaurantId) }),
  });
}

/** `DELETE /api/tables/{id}`: 'Tisch erfolgreich gelöscht!' or 'Fehler beim Löschen des Tisches'. */
export function useDeleteTable() {
  const { restaurantId } = useGastro();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (id: string) => deleteTable(id),
    onSuccess: () => toast({ title: tablesTexts.deleteSuccess, tone: "success" }),
    onError: (error) =>
      toast({
        title: tablesTexts.deleteFailed,
        ...(error instanceof ApiError && error.serverMessage ? { description: error.serverMessage } : {}),
        tone: "error",
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tables(restaurantId) }),
  });
}
