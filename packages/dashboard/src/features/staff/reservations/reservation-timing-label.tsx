import { type ReservationTimingLabelKey, reservationsTexts } from "@tischservice/core";
import { cn } from "@tischservice/ui";

const labelText: Record<ReservationTimingLabelKey, string> = {
  completed: reservationsTexts.derivedCompleted,
  active: reservationsTexts.derivedActive,
};

export interface ReservationTimingLabelProps {
  /** From core's `reservationTimingLabelKey` (past: start plus 3 hours before now, not pending). */
  timing: ReservationTimingLabelKey;
  className?: string;
}

/** The derived label of a reservation: "Abgeschlossen" when past, else "Aktiv". */
export function ReservationTimingLabel({ timing, className }: ReservationTimingLabelProps) {
  return (
    <span
      data-timing={timing}
      className={cn(
        "inline-flex h-6 shrink-0 items-center rounded-full border px-2 text-xs font-medium",
        timing === "completed"
          ? "border-border bg-muted text-muted-foreground"
          : "border-primary/40 text-foreground",
        className,
      )}
    >
      {labelText[timing]}
    </span>
  );
}
