import { type NoShowAction, noShowActionTexts, noShowAvailableFromText } from "@tischservice/core";
import { Button, ConfirmDialog } from "@tischservice/ui";
import { Undo2, UserX } from "lucide-react";
import { useId } from "react";

export interface NoShowActionViewProps {
  /** What core's `noShowActionAt` offers now. */
  action: NoShowAction;
  /** "too_early": the time from which it is possible, e.g. "19:15". */
  availableFrom?: string;
  /** A change is on its way: the button waits. */
  busy?: boolean;
  onMark: () => void;
  onUndo: () => void;
  size?: "sm" | "default";
  /** Below `sm` the label is for screen readers only (a phone's compact list row has room for the icon). */
  compact?: boolean;
}

/**
 * "Nicht erschienen" behind a confirm question (the tables are freed), "Rückgängig" on the reservation's
 * day, or, before 15 minutes after the start, the disabled action with the time from which it is possible.
 */
export function NoShowActionView({
  action,
  availableFrom,
  busy = false,
  onMark,
  onUndo,
  size = "sm",
  compact = false,
}: NoShowActionViewProps) {
  const reasonId = useId();
  const labelClass = compact ? "sr-only sm:not-sr-only" : undefined;
  if (action === "undo") {
    return (
      <Button size={size} variant="outline" loading={busy} onClick={onUndo}>
        <Undo2 aria-hidden="true" />
        <span className={labelClass}>{noShowActionTexts.undo}</span>
      </Button>
    );
  }
  if (action === "too_early") {
    return (
      <span className="inline-flex flex-wrap items-center gap-2">
        <Button
          size={size}
          variant="outline"
          disabled
          {...(availableFrom ? { "aria-describedby": reasonId } : {})}
        >
          <UserX aria-hidden="true" />
          {noShowActionTexts.mark}
        </Button>
        {availableFrom ? (
          <span id={reasonId} className="text-sm text-muted-foreground">
            {noShowAvailableFromText(availableFrom)}
          </span>
        ) : null}
      </span>
    );
  }
  return (
    <ConfirmDialog
      title={noShowActionTexts.markConfirmTitle}
      description={noShowActionTexts.markConfirmText}
      confirmLabel={noShowActionTexts.mark}
      destructive
      onConfirm={onMark}
      trigger={
        <Button size={size} variant="ghost-destructive" loading={busy}>
          <UserX aria-hidden="true" />
          <span className={labelClass}>{noShowActionTexts.mark}</span>
        </Button>
      }
    />
  );
}
