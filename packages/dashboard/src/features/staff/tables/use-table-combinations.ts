import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type CreateTableCombinationRequest,
  DASHBOARD_REFRESH_INTERVAL_MS,
  tableCombinationTexts,
} from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { queryKeys } from "../../../api/query-keys.ts";
import {
  createTableCombination,
  deleteTableCombination,
  tableCombinationsQueryOptions,
  updateTableInternal,
} from "../../../api/tables.ts";
import { usePollInterval } from "../live/live-status.tsx";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";
import { serverMessageOf } from "./use-table-mutations.ts";

/**
 * Under the tables' key, so every change of the tables (a deletion drops a combination) and their live
 * events refresh the combinations too.
 */
function combinationsKey(restaurantId: string) {
  return queryKeys.tableCombinations(restaurantId);
}

/** The combinations the restaurant defined. */
export function useTableCombinations() {
  const { restaurantId } = useGastro();
  return useQuery({
    ...tableCombinationsQueryOptions(restaurantId),
    refetchInterval: usePollInterval(DASHBOARD_REFRESH_INTERVAL_MS),
    retry: false,
  });
}

/** `POST /api/tables/combinations` with the server's German refusal in the toast. */
export function useCreateTableCombination() {
  const { restaurantId } = useGastro();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (body: Omit<CreateTableCombinationRequest, "restaurantId">) =>
      createTableCombination({ ...body, restaurantId }),
    onSuccess: () => toast({ title: tableCombinationTexts.created, tone: "success" }),
    onError: (error) => {
      const message = serverMessageOf(error);
      toast({
        title: tableCombinationTexts.createFailed,
        ...(message ? { description: message } : {}),
        tone: "error",
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: combinationsKey(restaurantId) }),
  });
}

/** `DELETE /api/tables/combinations/{id}`. */
export function useDeleteTableCombination() {
  const { restaurantId } = useGastro();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: (id: string) => deleteTableCombination(id),
    onSuccess: () => toast({ title: tableCombinationTexts.deleted, tone: "success" }),
    onError: (error) => {
      const message = serverMessageOf(error);
      toast({
        title: tableCombinationTexts.deleteFailed,
        ...(message ? { description: message } : {}),
        tone: "error",
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: combinationsKey(restaurantId) }),
  });
}

/** `PUT /api/tables/{id}/internal`: the "Nur intern" switch of a table. */
export function useUpdateTableInternal() {
  const { restaurantId } = useGastro();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  return useMutation({
    mutationFn: ({ id, internal }: { id: string; internal: boolean }) => updateTableInternal(id, internal),
    onError: (error) => {
      const message = serverMessageOf(error);
      toast({
        title: tableCombinationTexts.internalFailed,
        ...(message ? { description: message } : {}),
        tone: "error",
      });
    },
    // The tables' key covers the combinations, whose "internal" follows their tables.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.tables(restaurantId) }),
  });
}
