import { type OnboardingState, type OnboardingStepId, onboardingStepIds } from "@tischservice/core";

/** The settings cards the first two steps open (ids set on their cards in the settings page). */
export const settingsAnchors = {
  restaurant: "restaurant-informationen",
  openingHours: "oeffnungszeiten",
} as const;

/** Where a step's action leads: a dashboard screen, the inline snippet, or the widget's demo page. */
export type StepTarget =
  | { kind: "screen"; to: "/settings" | "/tables"; hash?: string }
  | { kind: "snippet" }
  | { kind: "widget-demo" };

export const stepTargets: Record<OnboardingStepId, StepTarget> = {
  details: { kind: "screen", to: "/settings", hash: settingsAnchors.restaurant },
  hours: { kind: "screen", to: "/settings", hash: settingsAnchors.openingHours },
  tables: { kind: "screen", to: "/tables" },
  widget: { kind: "snippet" },
  testBooking: { kind: "widget-demo" },
};

/** The widget's demo host page (served at `/widget/`) with this restaurant's widget on it. */
export function widgetDemoHref(restaurantId: string): string {
  return `/widget/?restaurant=${encodeURIComponent(restaurantId)}`;
}

export interface OnboardingProgress {
  done: number;
  total: number;
}

/** How many of the steps are done. */
export function onboardingProgress(state: OnboardingState): OnboardingProgress {
  const done = onboardingStepIds.filter((id) => state.steps[id]).length;
  return { done, total: onboardingStepIds.length };
}

/** What the home page shows: nothing once dismissed, the completion note when all is done, else the list. */
export function onboardingView(state: OnboardingState): "hidden" | "complete" | "checklist" {
  if (state.dismissed) return "hidden";
  const { done, total } = onboardingProgress(state);
  return done === total ? "complete" : "checklist";
}
