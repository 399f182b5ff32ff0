import { useQueryClient } from "@tanstack/react-query";
import type { UpdateRestaurantRequest } from "@tischservice/core";
import { useCallback } from "react";
import { queryKeys } from "../../../../api/query-keys.ts";
import { conflictRestaurantOf, updateRestaurant } from "../../../../api/settings.ts";
import { useGastro } from "../../restaurant-context/restaurant-context.tsx";
import { useSaveStatus } from "../save-status.tsx";

/**
 * Saves changed restaurant fields through the page's save indicator; rejects with the API's error. A
 * refusal because a field was changed elsewhere puts the server's current restaurant into the cache.
 */
export function useRestaurantSave() {
  const { restaurantId } = useGastro();
  const queryClient = useQueryClient();
  const { report } = useSaveStatus();
  return useCallback(
    async (fields: UpdateRestaurantRequest) => {
      report("saving");
      try {
        const saved = await updateRestaurant(restaurantId, fields);
        queryClient.setQueryData(queryKeys.restaurant(restaurantId), saved);
        report("saved");
      } catch (error) {
        // Changed elsewhere: the page shows the current values at once.
        const current = conflictRestaurantOf(error);
        if (current) queryClient.setQueryData(queryKeys.restaurant(restaurantId), current);
        report("error");
        throw error;
      }
    },
    [restaurantId, queryClient, report],
  );
}
