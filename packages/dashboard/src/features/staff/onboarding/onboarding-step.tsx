import { onboardingTexts } from "@tischservice/core";
import { cn } from "@tischservice/ui";
import { Circle, CircleCheck } from "lucide-react";
import type { ReactNode } from "react";

export interface OnboardingStepProps {
  title: string;
  description: string;
  done: boolean;
  /** The way there (a link or a button) and, for the widget step, its inline section. */
  children?: ReactNode;
}

/** One step of the checklist: a tick or an empty circle, its title and description, and its action. */
export function OnboardingStep({ title, description, done, children }: OnboardingStepProps) {
  return (
    <li className="flex gap-3" data-done={done || undefined}>
      {done ? (
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-strong" />
      ) : (
        <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
      )}
      <div className="grid min-w-0 flex-1 gap-1.5">
        <h3 className={cn("m-0 text-sm font-semibold", done && "text-muted-foreground line-through")}>
          <span className="sr-only">{done ? onboardingTexts.stepDone : onboardingTexts.stepOpen}: </span>
          {title}
        </h3>
        <p className="m-0 text-sm text-muted-foreground">{description}</p>
        {children}
      </div>
    </li>
  );
}
