import { commonTexts, type OnboardingState, onboardingTexts } from "@tischservice/core";
import { Banner, Button, Skeleton, Spinner } from "@tischservice/ui";
import { Suspense } from "react";
import { LazyOnboardingChecklist } from "./lazy-onboarding-checklist.ts";
import type { OnboardingChecklistProps } from "./onboarding-checklist.tsx";
import { OnboardingFrame } from "./onboarding-frame.tsx";
import { onboardingView } from "./onboarding-steps.ts";

export interface OnboardingCardProps extends Omit<OnboardingChecklistProps, "state"> {
  /** The server's state; `undefined` while loading or after a failed first load. */
  state: OnboardingState | undefined;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}

/**
 * The owner's onboarding card on the home page in every state: loading, load error with "Erneut
 * versuchen", the checklist, the completion note with "Schließen", or nothing once dismissed.
 */
export function OnboardingCard({
  state,
  loading,
  error,
  onRetry,
  dismissing,
  onDismiss,
  ...rest
}: OnboardingCardProps) {
  if (loading) return <OnboardingLoading />;
  if (error || !state) {
    return (
      <OnboardingFrame>
        <Banner tone="error" title={onboardingTexts.loadFailed}>
          <Button variant="outline" size="sm" className="mt-2" onClick={onRetry}>
            {onboardingTexts.retry}
          </Button>
        </Banner>
      </OnboardingFrame>
    );
  }
  const view = onboardingView(state);
  if (view === "hidden") return null;
  if (view === "complete") {
    return (
      <OnboardingFrame
        dismiss={{ label: commonTexts.close, variant: "outline", busy: dismissing, onDismiss }}
      >
        <Banner tone="success" title={onboardingTexts.completeTitle}>
          {onboardingTexts.completeText}
        </Banner>
      </OnboardingFrame>
    );
  }
  return (
    <Suspense fallback={<OnboardingLoading />}>
      <LazyOnboardingChecklist state={state} dismissing={dismissing} onDismiss={onDismiss} {...rest} />
    </Suspense>
  );
}

/** The card while its state or the checklist's chunk loads. */
function OnboardingLoading() {
  return (
    <OnboardingFrame>
      <Spinner label={commonTexts.loading} className="text-sm text-muted-foreground" />
      <Skeleton className="h-2 w-full" />
    </OnboardingFrame>
  );
}
