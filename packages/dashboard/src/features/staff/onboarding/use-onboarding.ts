import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type OnboardingUpdateRequest, OPEN_ORDER_COUNT_REFRESH_MS } from "@tischservice/core";
import { onboardingQueryOptions, updateOnboarding } from "../../../api/onboarding.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { usePollInterval } from "../live/live-status.tsx";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";

/**
 * The owner's checklist. Live events on tables, reservations, config and restaurant invalidate it (see
 * `live/invalidation.ts`); while the stream is down it is re-read with the other settings data.
 */
export function useOnboarding(enabled: boolean) {
  const { restaurantId } = useGastro();
  return useQuery({
    ...onboardingQueryOptions(restaurantId),
    enabled,
    refetchInterval: usePollInterval(OPEN_ORDER_COUNT_REFRESH_MS),
  });
}

/** Dismisses the checklist or records the copied snippet; the server's answer replaces the cached state. */
export function useOnboardingUpdate() {
  const { restaurantId } = useGastro();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: OnboardingUpdateRequest) => updateOnboarding(restaurantId, update),
    onSuccess: (state) => queryClient.setQueryData(queryKeys.onboarding(restaurantId), state),
  });
}
