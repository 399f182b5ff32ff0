import { useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../../../api/query-keys.ts";
import { saveConfig } from "../../../../api/settings.ts";
import { useGastro } from "../../restaurant-context/restaurant-context.tsx";
import { useSaveStatus } from "../save-status.tsx";

/**
 * Saves the restaurant's retention period on its own (not with the autosaved configuration, so that a
 * period the platform later shortened never blocks other settings) and reports it like every settings
 * save; the saved configuration replaces the cached one. Rejects with the server's refusal.
 */
export function useRetentionMonthsSave() {
  const { userId, restaurantId } = useGastro();
  const queryClient = useQueryClient();
  const { report } = useSaveStatus();
  return async (months: number | null) => {
    report("saving");
    try {
      const saved = await saveConfig(restaurantId, { reservationRetentionMonths: months });
      queryClient.setQueryData(queryKeys.config(userId), saved);
      report("saved");
    } catch (error) {
      report("error");
      throw error;
    }
  };
}
