import {
  GUEST_PICKER_DEFAULT,
  GUEST_PICKER_OPTIONS,
  LARGE_GROUP_MAX,
  LARGE_GROUP_MIN,
  parseLargeGroup,
} from "@tischservice/core/rules";
import { bookingTexts } from "@tischservice/core/texts";
import { type ComponentProps, useId, useState } from "react";
import { inputClassName } from "../components/input.tsx";
import { cx as cn } from "../lib/cx.ts";
import { useControllableState } from "../lib/use-controllable-state.ts";

export interface GuestCountPickerProps extends Omit<ComponentProps<"fieldset">, "onChange" | "defaultValue"> {
  value?: number;
  defaultValue?: number;
  onValueChange?: (guests: number) => void;
  label?: string;
  largerGroupLabel?: string;
  largerGroupPlaceholder?: string;
  /** Hide the "Größere Gruppe?" input (e.g. when the restaurant takes no large groups online). */
  hideLargerGroup?: boolean;
}

/**
 * Guest count buttons 1 to 15 (default 2) and a "Größere Gruppe?" number input for 16 to 30.
 * Widget-safe: no Radix, works under preact/compat.
 */
export function GuestCountPicker({
  value,
  defaultValue = GUEST_PICKER_DEFAULT,
  onValueChange,
  label = bookingTexts.guestsLabel,
  largerGroupLabel = bookingTexts.largerGroupLabel,
  largerGroupPlaceholder = bookingTexts.largerGroupPlaceholder,
  hideLargerGroup = false,
  disabled,
  className,
  ...props
}: GuestCountPickerProps) {
  const [guests, setGuests] = useControllableState(value, defaultValue, onValueChange);
  const [draft, setDraft] = useState(() => (guests >= LARGE_GROUP_MIN ? String(guests) : ""));
  const inputId = `guests-large-${useId()}`;
  return (
    <fieldset
      data-slot="guest-count-picker"
      disabled={disabled}
      className={cn("m-0 grid min-w-0 gap-3 border-0 p-0", className)}
      {...props}
    >
      <legend className="mb-2 p-0 text-sm font-medium text-foreground">{label}</legend>
      <div className="grid grid-cols-5 gap-2">
        {GUEST_PICKER_OPTIONS.map((count) => {
          const selected = count === guests;
          return (
            <button
              key={count}
              type="button"
              aria-pressed={selected}
              onClick={() => {
                setDraft("");
                setGuests(count);
              }}
              className={cn(
                "focus-ring h-11 cursor-pointer rounded-md border text-base font-medium tabular-nums transition-colors disabled:cursor-not-allowed disabled:opacity-50",
                selected
                  ? "border-primary-strong bg-primary text-primary-foreground"
                  : "border-input bg-card text-foreground hover:bg-accent",
              )}
            >
              {count}
            </button>
          );
        })}
      </div>
      {hideLargerGroup ? null : (
        <div className="grid gap-1.5">
          <label htmlFor={inputId} className="text-sm font-medium text-foreground">
            {largerGroupLabel}
          </label>
          <div className="w-32">
            <input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={LARGE_GROUP_MIN}
              max={LARGE_GROUP_MAX}
              placeholder={largerGroupPlaceholder}
              value={draft}
              onChange={(event) => {
                const text = event.currentTarget.value;
                setDraft(text);
                const parsed = parseLargeGroup(text);
                if (parsed !== null) setGuests(parsed);
              }}
              className={inputClassName}
            />
          </div>
        </div>
      )}
    </fieldset>
  );
}
