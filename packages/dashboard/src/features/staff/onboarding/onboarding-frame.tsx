import { onboardingTexts } from "@tischservice/core";
import { Card, CardAction, CardContent, CardHeader } from "@tischservice/ui";
import { ListChecks } from "lucide-react";
import { type ReactNode, useId } from "react";

export interface OnboardingFrameProps {
  /** A button in the header ("Ausblenden", "Schließen"). */
  action?: ReactNode;
  children: ReactNode;
}

/** The card every state of the checklist shares: a region named "Erste Schritte" with its heading. */
export function OnboardingFrame({ action, children }: OnboardingFrameProps) {
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader className="items-center">
        <h2 id={headingId} className="m-0 flex items-center gap-2 text-lg font-semibold">
          <ListChecks aria-hidden="true" className="size-5 text-primary-strong" />
          {onboardingTexts.title}
        </h2>
        {action ? <CardAction>{action}</CardAction> : null}
      </CardHeader>
      <CardContent className="grid gap-4">{children}</CardContent>
    </Card>
  );
}
