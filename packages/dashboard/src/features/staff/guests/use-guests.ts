import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { DASHBOARD_REFRESH_INTERVAL_MS, type GuestProfileUpdateRequest } from "@tischservice/core";
import {
  type GuestListFilter,
  type GuestLookup,
  guestListQueryOptions,
  guestProfileQueryOptions,
  saveGuestProfile,
} from "../../../api/guests.ts";
import { ApiError } from "../../../api/http.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { usePollInterval } from "../live/live-status.tsx";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";

/** A refusal (4xx) is final; anything else is tried twice more. */
function retryUnlessRefused(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/**
 * The guests matching search, tag and order, page by page (`fetchNextPage` for the next 50); the previous
 * answer stays while a new search loads.
 */
export function useGuestList(filter: GuestListFilter) {
  const { restaurantId } = useGastro();
  return useInfiniteQuery({
    ...guestListQueryOptions(restaurantId, filter),
    placeholderData: keepPreviousData,
    refetchInterval: usePollInterval(DASHBOARD_REFRESH_INTERVAL_MS),
    retry: retryUnlessRefused,
  });
}

const who = (lookup: GuestLookup) => ("email" in lookup ? `email:${lookup.email}` : `phone:${lookup.phone}`);

/** One guest's profile with their reservations. */
export function useGuestProfile(lookup: GuestLookup) {
  const { restaurantId } = useGastro();
  return useQuery({
    ...guestProfileQueryOptions(restaurantId, lookup),
    refetchInterval: usePollInterval(DASHBOARD_REFRESH_INTERVAL_MS),
    retry: retryUnlessRefused,
  });
}

/** Saves note and tags; the answer replaces the profile, and the lists are read again. */
export function useSaveGuestProfile(lookup: GuestLookup) {
  const { restaurantId } = useGastro();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: GuestProfileUpdateRequest) => saveGuestProfile(restaurantId, lookup, update),
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.guestProfile(restaurantId, who(lookup)), profile);
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.guests(restaurantId), "list"] });
    },
  });
}
