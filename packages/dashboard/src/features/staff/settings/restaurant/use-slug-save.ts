import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { queryKeys } from "../../../../api/query-keys.ts";
import { useGastro } from "../../restaurant-context/restaurant-context.tsx";
import { useRestaurantSave } from "./use-restaurant-save.ts";

/**
 * Saves a new slug for the booking page, refused when someone changed it meanwhile (`expected`), then
 * reloads the sub-users: their logins now end in the new slug.
 */
export function useSlugSave(currentSlug: string) {
  const saveRestaurant = useRestaurantSave();
  const queryClient = useQueryClient();
  const { ownerId } = useGastro();
  return useCallback(
    async (slug: string) => {
      await saveRestaurant({ slug, expected: { slug: currentSlug } });
      await queryClient.invalidateQueries({ queryKey: queryKeys.subUsers(ownerId) });
    },
    [saveRestaurant, queryClient, ownerId, currentSlug],
  );
}
