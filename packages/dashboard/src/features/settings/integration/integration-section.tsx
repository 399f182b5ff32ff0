import { SnippetGenerator } from "@tischservice/booking-widget";
import { useOnboardingUpdate } from "../../onboarding/use-onboarding.ts";

/**
 * Website-Integration: the widget package's snippet generator with its live preview. Copying the code
 * ticks the onboarding checklist's widget step, as copying it there does.
 */
export function IntegrationSection({
  restaurantId,
  preview = true,
}: {
  restaurantId: string;
  preview?: boolean;
}) {
  const onboarding = useOnboardingUpdate();
  return (
    <SnippetGenerator
      origin={window.location.origin}
      restaurantId={restaurantId}
      preview={preview}
      onCopy={() => onboarding.mutate({ widgetCopied: true })}
    />
  );
}
