import { onboardingTexts } from "@tischservice/core";
import { useToast } from "@tischservice/ui";
import { useGastro } from "../restaurant-context/restaurant-context.tsx";
import { useRestaurant } from "../restaurant-data/queries.ts";
import { OnboardingCard } from "./onboarding-card.tsx";
import { useOnboarding, useOnboardingUpdate } from "./use-onboarding.ts";

export interface OnboardingSectionProps {
  /** After the card went away ("Ausblenden", "Schließen"): where the focus goes next. */
  onClosed: () => void;
}

/**
 * The onboarding card with live data; owners only (sub-users never see it, nor ask for it). Nothing until
 * its state is known: a spinner titled "Erste Schritte" would flash for every restaurant whose checklist
 * is long dismissed.
 */
export function OnboardingSection({ onClosed }: OnboardingSectionProps) {
  const { isSubuser, restaurantId } = useGastro();
  const onboarding = useOnboarding(!isSubuser);
  const update = useOnboardingUpdate();
  const restaurant = useRestaurant();
  const { toast } = useToast();
  if (isSubuser || onboarding.isPending) return null;

  const failed = () => toast({ title: onboardingTexts.saveFailed, tone: "error" });
  const state = onboarding.data;
  return (
    <OnboardingCard
      state={state}
      loading={false}
      error={onboarding.isError && !state}
      onRetry={() => void onboarding.refetch()}
      restaurantId={restaurantId}
      slug={restaurant.data?.slug}
      origin={window.location.origin}
      dismissing={update.isPending && update.variables?.dismissed === true}
      onDismiss={() => update.mutate({ dismissed: true }, { onSuccess: onClosed, onError: failed })}
      onWidgetCopied={() => {
        const saving = update.isPending && update.variables?.widgetCopied === true;
        if (state?.steps.widget !== true && !saving)
          update.mutate({ widgetCopied: true }, { onError: failed });
      }}
    />
  );
}
