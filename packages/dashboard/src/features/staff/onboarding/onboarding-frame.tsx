import { onboardingTexts } from "@tischservice/core";
import { Button, Card, CardAction, CardContent, CardHeader } from "@tischservice/ui";
import { ListChecks } from "lucide-react";
import { type ReactNode, useId } from "react";

/** The header's button that puts the card away ("Ausblenden" while steps are open, "Schließen" when done). */
export interface OnboardingDismiss {
  label: string;
  variant: "ghost" | "outline";
  /** The dismissal is on its way: the button waits. */
  busy: boolean;
  onDismiss: () => void;
}

export interface OnboardingFrameProps {
  dismiss?: OnboardingDismiss;
  children: ReactNode;
}

/** The card every state of the checklist shares: a region named "Erste Schritte" with its heading. */
export function OnboardingFrame({ dismiss, children }: OnboardingFrameProps) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="items-center">
        <h2 id={headingId} className="m-0 flex items-center gap-2 text-lg font-semibold">
          <ListChecks aria-hidden="true" className="size-5 text-primary-strong" />
          {onboardingTexts.title}
        </h2>
        {dismiss ? (
          <CardAction>
            <Button variant={dismiss.variant} size="sm" loading={dismiss.busy} onClick={dismiss.onDismiss}>
              {dismiss.label}
            </Button>
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}
