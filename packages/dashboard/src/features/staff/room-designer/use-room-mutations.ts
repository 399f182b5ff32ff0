import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type CreateRoomRequest,
  deleteErrorWithMessage,
  roomDesignerTexts,
  saveErrorWithMessage,
} from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { queryKeys } from "../../../api/query-keys.ts";
import { createRoom, deleteRoom } from "../../../api/rooms.ts";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";
import { serverMessageOf } from "../tables/use-table-mutations.ts";

/** `POST /api/rooms`: 'Raum erfolgreich gespeichert!' or 'Fehler beim Speichern: …'. */
export function useSaveRoom() {
  const { restaurantId } = useGastro();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (room: Omit<CreateRoomRequest, "restaurantId">) => createRoom({ restaurantId, ...room }),
    onSuccess: () => toast({ title: roomDesignerTexts.saveSuccess, tone: "success" }),
    onError: (error) => toast({ title: saveErrorWithMessage(serverMessageOf(error)), tone: "error" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.rooms(restaurantId) }),
  });
}

/** `DELETE /api/rooms/{id}`: 'Raum erfolgreich gelöscht!' or 'Fehler beim Löschen: …'. Its tables leave it. */
export function useDeleteRoom() {
  const { restaurantId } = useGastro();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (id: string) => deleteRoom(id),
    onSuccess: () => toast({ title: roomDesignerTexts.deleteSuccess, tone: "success" }),
    onError: (error) => toast({ title: deleteErrorWithMessage(serverMessageOf(error)), tone: "error" }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.rooms(restaurantId) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.tables(restaurantId) });
    },
  });
}
