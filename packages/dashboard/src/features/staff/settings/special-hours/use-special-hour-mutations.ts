import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type SpecialHour,
  type SpecialHourBody,
  specialHourSaveError,
  specialHoursTexts,
} from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { ApiError } from "../../../../api/http.ts";
import { queryKeys } from "../../../../api/query-keys.ts";
import { createSpecialHour, deleteSpecialHour, updateSpecialHour } from "../../../../api/special-hours.ts";
import { useGastro } from "../../restaurant-context/restaurant-context.tsx";

/**
 * Create, edit and delete special hours. Each answer is the refreshed list: it replaces the cached one
 * (the calendar reads the same query), and the restaurant's slot queries are re-read (the widget's slots).
 */
export function useSpecialHourMutations() {
  const { restaurantId } = useGastro();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const settle = (list: SpecialHour[]) => {
    queryClient.setQueryData(queryKeys.specialHours(restaurantId), list);
    void queryClient.invalidateQueries({ queryKey: ["time-slots", restaurantId] });
  };
  const save = useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: SpecialHourBody }) =>
      id ? updateSpecialHour(restaurantId, id, body) : createSpecialHour(restaurantId, body),
    onSuccess: (list) => {
      settle(list);
      toast({ title: specialHoursTexts.saved, tone: "success" });
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteSpecialHour(restaurantId, id),
    onSuccess: (list) => {
      settle(list);
      toast({ title: specialHoursTexts.deleted, tone: "success" });
    },
    onError: (error) => {
      const message = error instanceof ApiError ? error.serverMessage : null;
      toast({ title: specialHoursTexts.deleteFailed, description: message ?? undefined, tone: "error" });
    },
  });
  const saveError = save.error
    ? specialHourSaveError(save.error instanceof ApiError ? save.error.serverMessage : null)
    : null;
  return { save, remove, saveError };
}
