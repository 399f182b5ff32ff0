import { lazy } from "react";

/**
 * The open checklist (its steps, the widget snippet and the preview link) in its own chunk: most visits to
 * home find the checklist dismissed or done, so the first visit does not load it; the card shows its
 * loading state until the chunk is there.
 */
export const loadOnboardingChecklist = () => import("./onboarding-checklist.tsx");

export const LazyOnboardingChecklist = lazy(() =>
  loadOnboardingChecklist().then((m) => ({ default: m.OnboardingChecklist })),
);
