import { queryOptions } from "@tanstack/react-query";
import {
  type OnboardingState,
  type OnboardingUpdateRequest,
  onboardingResponseSchema,
} from "@tischservice/core";
import { api, dataOf } from "./client.ts";
import { queryKeys } from "./query-keys.ts";

/** `GET /api/onboarding/{restaurantId}`: which steps are done and whether the checklist was dismissed. */
export async function fetchOnboarding(restaurantId: string): Promise<OnboardingState> {
  const raw = await dataOf(api.GET("/api/onboarding/{restaurantId}", { params: { path: { restaurantId } } }));
  return onboardingResponseSchema.parse(raw).data;
}

/** `PUT /api/onboarding/{restaurantId}`: dismiss the checklist or record the copied snippet. */
export async function updateOnboarding(
  restaurantId: string,
  update: OnboardingUpdateRequest,
): Promise<OnboardingState> {
  const raw = await dataOf(
    api.PUT("/api/onboarding/{restaurantId}", { params: { path: { restaurantId } }, body: update }),
  );
  return onboardingResponseSchema.parse(raw).data;
}

/** The owner's onboarding checklist. */
export const onboardingQueryOptions = (restaurantId: string) =>
  queryOptions({
    queryKey: queryKeys.onboarding(restaurantId),
    queryFn: () => fetchOnboarding(restaurantId),
  });
