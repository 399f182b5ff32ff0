import type { SeatingActions } from "@tischservice/core";
import { SeatingSteps } from "@tischservice/ui";
import { useSeatingStep } from "../restaurant-data/use-seating-step.ts";

export interface SeatingButtonsProps {
  reservationId: string;
  /** What core's `seatingActionsAt` offers now. */
  actions: SeatingActions;
  size?: "sm" | "default";
  /** See `SeatingSteps`' `compact`. */
  compact?: boolean;
}

/** The visit's buttons of one reservation, connected to the API (see `SeatingSteps`). */
export function SeatingButtons({
  reservationId,
  actions,
  size = "sm",
  compact = false,
}: SeatingButtonsProps) {
  const step = useSeatingStep();
  return (
    <SeatingSteps
      next={actions.next}
      undo={actions.undo}
      busy={step.isPending}
      onStep={(status) => step.mutate({ id: reservationId, status })}
      size={size}
      compact={compact}
    />
  );
}
