import type { SeatingStatus } from "@tischservice/core/rules";
import type { ReservationStatus } from "@tischservice/core/schemas";
import { reservationStatusLabel, seatingActionTexts } from "@tischservice/core/texts";
import { Armchair, CircleCheckBig, DoorOpen, Undo2 } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "../components/button.tsx";
import { cn } from "../lib/cn.ts";

const stepIcons: Record<SeatingStatus, ReactNode> = {
  arrived: <DoorOpen aria-hidden="true" />,
  seated: <Armchair aria-hidden="true" />,
  completed: <CircleCheckBig aria-hidden="true" />,
};

export interface SeatingStepsProps extends Omit<ComponentProps<"span">, "children"> {
  /** The steps forward (core's `seatingActionsAt`), the first one the main button. */
  next: readonly SeatingStatus[];
  /** The status the undo goes back to, or null for none. */
  undo: ReservationStatus | null;
  onStep: (status: ReservationStatus) => void;
  /** A change is on its way: the buttons wait. */
  busy?: boolean;
  size?: "sm" | "default";
  /** Below `sm` the labels are for screen readers only (a phone's compact list row has room for the icons). */
  compact?: boolean;
}

/**
 * The visit's buttons: "Angekommen", "Platzieren", "Abschließen" as the rule offers them, and
 * "Rückgängig", whose name says which status it goes back to. Nothing when there is nothing to offer.
 */
export function SeatingSteps({
  next,
  undo,
  onStep,
  busy = false,
  size = "sm",
  compact = false,
  className,
  ...props
}: SeatingStepsProps) {
  if (next.length === 0 && undo === null) return null;
  const labelClass = compact ? "sr-only sm:not-sr-only" : undefined;
  // A span: the buttons run on in the line of the actions they join, as the other actions do.
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not form fields
    <span
      data-slot="seating-steps"
      role="group"
      aria-label={seatingActionTexts.group}
      className={cn("inline-flex flex-wrap items-center gap-2", className)}
      {...props}
    >
      {next.map((status, index) => (
        <Button
          key={status}
          size={size}
          variant={index === 0 ? "default" : "outline"}
          disabled={busy}
          onClick={() => onStep(status)}
        >
          {stepIcons[status]}
          <span className={labelClass}>{seatingActionTexts[status]}</span>
        </Button>
      ))}
      {undo ? (
        <Button
          size={size}
          variant="ghost"
          disabled={busy}
          aria-label={seatingActionTexts.undoTo(reservationStatusLabel(undo))}
          onClick={() => onStep(undo)}
        >
          <Undo2 aria-hidden="true" />
          <span className={labelClass}>{seatingActionTexts.undo}</span>
        </Button>
      ) : null}
    </span>
  );
}
