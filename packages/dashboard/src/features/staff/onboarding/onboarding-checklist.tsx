import { Link } from "@tanstack/react-router";
import {
  type OnboardingState,
  type OnboardingStepId,
  onboardingStepIds,
  onboardingTexts,
} from "@tischservice/core";
import { Button, buttonVariants } from "@tischservice/ui";
import { ChevronDown, ExternalLink } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { OnboardingFrame } from "./onboarding-frame.tsx";
import { OnboardingStep } from "./onboarding-step.tsx";
import { onboardingProgress, stepTargets, widgetDemoHref } from "./onboarding-steps.ts";
import { WidgetSnippetPanel } from "./widget-snippet-panel.tsx";

export interface OnboardingChecklistProps {
  state: OnboardingState;
  restaurantId: string;
  /** The restaurant's slug: the snippet links to its booking page for visitors without JavaScript. */
  slug?: string;
  /** Origin of the server the snippet and the preview point at. */
  origin: string;
  /** Shows the live widget in the snippet section. */
  preview?: boolean;
  /** The snippet section starts open (stories). */
  defaultSnippetOpen?: boolean;
  /** "Ausblenden" is being saved. */
  dismissing: boolean;
  onDismiss: () => void;
  onWidgetCopied: () => void;
}

const linkClass = buttonVariants({ variant: "outline", size: "sm" });

/** "Erste Schritte": the progress line and the five steps, each ticking itself once its data exists. */
export function OnboardingChecklist({
  state,
  restaurantId,
  slug,
  origin,
  preview = true,
  defaultSnippetOpen = false,
  dismissing,
  onDismiss,
  onWidgetCopied,
}: OnboardingChecklistProps) {
  const [snippetOpen, setSnippetOpen] = useState(defaultSnippetOpen);
  const snippetId = useId();
  const { done, total } = onboardingProgress(state);

  const action = (id: OnboardingStepId): ReactNode => {
    const target = stepTargets[id];
    const label = onboardingTexts.steps[id].action;
    if (target.kind === "screen") {
      return (
        <div>
          <Link to={target.to} {...(target.hash ? { hash: target.hash } : {})} className={linkClass}>
            {label}
          </Link>
        </div>
      );
    }
    if (target.kind === "snippet") {
      return (
        <>
          <div>
            <Button
              variant="outline"
              size="sm"
              aria-expanded={snippetOpen}
              aria-controls={snippetId}
              onClick={() => setSnippetOpen((open) => !open)}
            >
              {label}
              <ChevronDown aria-hidden="true" className={snippetOpen ? "rotate-180" : undefined} />
            </Button>
          </div>
          <div id={snippetId} hidden={!snippetOpen}>
            {snippetOpen ? (
              <WidgetSnippetPanel
                origin={origin}
                restaurantId={restaurantId}
                slug={slug}
                preview={preview}
                onCopied={onWidgetCopied}
                className="mt-2 rounded-lg border border-border bg-muted/40 p-3"
              />
            ) : null}
          </div>
        </>
      );
    }
    return (
      <>
        <div>
          <a href={widgetDemoHref(restaurantId)} target="_blank" rel="noopener" className={linkClass}>
            {label}
            <span className="sr-only"> {onboardingTexts.opensInNewTab}</span>
            <ExternalLink aria-hidden="true" />
          </a>
        </div>
        <p className="m-0 text-sm text-muted-foreground">{onboardingTexts.testBookingHint}</p>
      </>
    );
  };

  return (
    <OnboardingFrame
      dismiss={{ label: onboardingTexts.dismiss, variant: "ghost", busy: dismissing, onDismiss }}
    >
      <p className="m-0 text-sm text-muted-foreground">{onboardingTexts.intro}</p>
      <div className="grid gap-1.5">
        <p className="m-0 text-sm font-medium">{onboardingTexts.progress(done, total)}</p>
        <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
          <div className="h-full rounded-full bg-primary" style={{ width: `${(done / total) * 100}%` }} />
        </div>
      </div>
      <ol className="m-0 grid list-none gap-4 p-0">
        {onboardingStepIds.map((id) => (
          <OnboardingStep
            key={id}
            title={onboardingTexts.steps[id].title}
            description={onboardingTexts.steps[id].description}
            done={state.steps[id] === true}
          >
            {action(id)}
          </OnboardingStep>
        ))}
      </ol>
    </OnboardingFrame>
  );
}
