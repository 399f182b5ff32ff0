import { SAVE_INDICATOR_ERROR_MS, SAVE_INDICATOR_SAVED_MS } from "@tischservice/core/rules";
import { settingsTexts } from "@tischservice/core/texts";
import { CircleAlert, CircleCheck } from "lucide-react";
import { type ComponentProps, useEffect, useState } from "react";
import { Spinner } from "../components/spinner.tsx";
import { cn } from "../lib/cn.ts";

export type SaveStatus = "idle" | "saving" | "saved" | "error";

export interface SaveIndicatorProps extends Omit<ComponentProps<"div">, "children"> {
  status: SaveStatus;
  /** Set to a new value (e.g. a counter) for each save, so that the same status shows again. */
  saveKey?: number | string;
  savingText?: string;
  savedText?: string;
  errorText?: string;
}

/**
 * The settings page's floating save state: "Speichert...", then "Gespeichert" (hidden after 2 s) or
 * "Fehler beim Speichern" (hidden after 3 s). A polite live region, so screen readers hear each change.
 */
export function SaveIndicator({
  status,
  saveKey,
  savingText = settingsTexts.saving,
  savedText = settingsTexts.saved,
  errorText = settingsTexts.saveFailed,
  className,
  ...props
}: SaveIndicatorProps) {
  const [hidden, setHidden] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: saveKey restarts the timer for a repeated status
  useEffect(() => {
    setHidden(false);
    if (status !== "saved" && status !== "error") return;
    const timer = setTimeout(
      () => setHidden(true),
      status === "saved" ? SAVE_INDICATOR_SAVED_MS : SAVE_INDICATOR_ERROR_MS,
    );
    return () => clearTimeout(timer);
  }, [status, saveKey]);
  const visible = status !== "idle" && !hidden;
  return (
    <div data-slot="save-indicator" role="status" className={cn("pointer-events-none", className)} {...props}>
      {visible ? (
        <span
          data-status={status}
          className={cn(
            "inline-flex animate-fade-in items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium shadow-md",
            status === "saving" && "border-border bg-popover text-popover-foreground",
            status === "saved" && "border-success/40 bg-success-soft text-success-strong",
            status === "error" && "border-destructive/40 bg-destructive-soft text-destructive-strong",
          )}
        >
          {status === "saving" ? <Spinner label={null} size="sm" /> : null}
          {status === "saved" ? <CircleCheck aria-hidden="true" className="size-4" /> : null}
          {status === "error" ? <CircleAlert aria-hidden="true" className="size-4" /> : null}
          {status === "saving" ? savingText : status === "saved" ? savedText : errorText}
        </span>
      ) : null}
    </div>
  );
}
