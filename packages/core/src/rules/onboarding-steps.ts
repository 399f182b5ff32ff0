// Apart from the sign-up schemas (zod) so that the dashboard's lazy onboarding checklist can list the steps
// without the schemas; `onboardingStateSchema` in schemas/signup.ts builds on the same list.

/** The onboarding checklist's steps, in the order the home page shows them. */
export const onboardingStepIds = ["details", "hours", "tables", "widget", "testBooking"] as const;
export type OnboardingStepId = (typeof onboardingStepIds)[number];
