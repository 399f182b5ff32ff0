import { bookingTexts, slotStatusTexts } from "@tischservice/core/texts";
import { type ComponentProps, useId } from "react";
import { Spinner } from "../components/spinner.tsx";
import { cx as cn } from "../lib/cx.ts";

export interface TimeSlot {
  /** `HH:MM` */
  time: string;
  available: boolean;
  /** Why it cannot be booked; shown as the slot's tooltip (e.g. "Ausgebucht"). */
  status?: string;
}

export interface TimeSlotGridProps extends Omit<ComponentProps<"div">, "onSelect"> {
  slots: readonly TimeSlot[];
  /** The chosen time. */
  value?: string | null;
  onSelect?: (time: string) => void;
  availableText?: string;
  unavailableText?: string;
  emptyText?: string;
  /** Shows "Verfügbare Zeiten werden geladen..." instead of the grid. */
  loading?: boolean;
  loadingText?: string;
}

/**
 * The slot picker's grid: each slot shows "✓ Verfügbar" or "✗ Ausgebucht". Unavailable slots stay
 * focusable (aria-disabled) so that keyboard users can read their status, shown as a tooltip on hover
 * and focus and linked as the button's description. Widget-safe: no Radix, works under preact/compat.
 */
export function TimeSlotGrid({
  slots,
  value,
  onSelect,
  availableText = slotStatusTexts.available,
  unavailableText = slotStatusTexts.fullyBooked,
  emptyText = bookingTexts.noSlots,
  loading = false,
  loadingText = bookingTexts.slotsLoading,
  className,
  ...props
}: TimeSlotGridProps) {
  const baseId = useId();
  if (loading) {
    return (
      <Spinner
        label={loadingText}
        className={cn("justify-center py-6 text-sm text-muted-foreground", className)}
      />
    );
  }
  if (slots.length === 0) {
    return (
      <p
        data-slot="time-slot-grid-empty"
        className={cn("py-6 text-center text-sm text-muted-foreground", className)}
      >
        {emptyText}
      </p>
    );
  }
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of buttons, not form fields
    <div
      data-slot="time-slot-grid"
      role="group"
      className={cn("grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2", className)}
      {...props}
    >
      {slots.map((slot) => {
        const selected = slot.available && slot.time === value;
        const tipId = `${baseId}-${slot.time}`;
        return (
          <div key={slot.time} className="group/slot relative">
            <button
              type="button"
              aria-pressed={slot.available ? selected : undefined}
              aria-disabled={slot.available ? undefined : true}
              aria-describedby={slot.available ? undefined : tipId}
              onClick={() => {
                if (slot.available) onSelect?.(slot.time);
              }}
              className={cn(
                "focus-ring flex w-full cursor-pointer flex-col items-center gap-0.5 rounded-md border px-2 py-2 transition-colors",
                slot.available
                  ? "border-input bg-card hover:bg-accent"
                  : "cursor-not-allowed border-dashed border-border bg-muted text-muted-foreground",
                selected && "border-primary-strong bg-primary text-primary-foreground hover:bg-primary",
              )}
            >
              <span className="text-base font-semibold tabular-nums">{slot.time}</span>{" "}
              <span
                className={cn(
                  "text-xs",
                  slot.available && !selected && "text-success-strong",
                  !slot.available && "text-destructive-strong",
                )}
              >
                {slot.available ? availableText : unavailableText}
              </span>
            </button>
            {slot.available ? null : (
              <span
                id={tipId}
                role="tooltip"
                className="pointer-events-none invisible absolute bottom-full left-1/2 z-10 mb-1 -translate-x-1/2 rounded-md bg-foreground px-2 py-1 text-xs whitespace-nowrap text-background opacity-0 shadow-md transition-opacity group-focus-within/slot:visible group-focus-within/slot:opacity-100 group-hover/slot:visible group-hover/slot:opacity-100"
              >
                {slot.status ?? unavailableText}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
