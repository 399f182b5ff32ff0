import {
  type OnboardingState,
  type OnboardingUpdateRequest,
  onboardingResponseSchema,
} from "@tischservice/core";
import { requestJson } from "./http.ts";

const path = (restaurantId: string) => `/api/onboarding/${encodeURIComponent(restaurantId)}`;

/** `GET /api/onboarding/{restaurantId}`: which steps are done and whether the checklist was dismissed. */
export async function fetchOnboarding(restaurantId: string): Promise<OnboardingState> {
  return onboardingResponseSchema.parse(await requestJson(path(restaurantId))).data;
}

/** `PUT /api/onboarding/{restaurantId}`: dismiss the checklist or record the copied snippet. */
export async function updateOnboarding(
  restaurantId: string,
  update: OnboardingUpdateRequest,
): Promise<OnboardingState> {
  return onboardingResponseSchema.parse(
    await requestJson(path(restaurantId), { method: "PUT", body: update }),
  ).data;
}
