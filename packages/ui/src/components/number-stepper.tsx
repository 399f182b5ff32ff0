import { Minus, Plus } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../lib/cn.ts";
import { uiTexts } from "../lib/texts.ts";
import { useControllableState } from "../lib/use-controllable-state.ts";
import { useFormFieldControl } from "./form-field.tsx";

export interface NumberStepperProps
  extends Omit<
    ComponentProps<"input">,
    "value" | "defaultValue" | "onChange" | "min" | "max" | "step" | "type"
  > {
  value?: number;
  defaultValue?: number;
  onValueChange?: (value: number) => void;
  /** Lowest value; the minus button is disabled there (0 in the quick table configuration). */
  min?: number;
  max?: number;
  step?: number;
  decrementLabel?: string;
  incrementLabel?: string;
}

/** A number with minus and plus buttons; typing works too and is clamped to min and max. */
export function NumberStepper({
  value,
  defaultValue = 0,
  onValueChange,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
  step = 1,
  decrementLabel = uiTexts.decrement,
  incrementLabel = uiTexts.increment,
  disabled,
  className,
  ...props
}: NumberStepperProps) {
  const [current, setCurrent] = useControllableState(value, defaultValue, onValueChange);
  const controlProps = useFormFieldControl(props);
  const clamp = (n: number) => Math.min(max, Math.max(min, n));
  const name = controlProps["aria-label"];
  const buttonClass =
    "focus-ring flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-md border border-input bg-card text-foreground hover:bg-accent disabled:pointer-events-none disabled:opacity-50";
  return (
    <div data-slot="number-stepper" className={cn("inline-flex items-center gap-1", className)}>
      <button
        type="button"
        className={buttonClass}
        aria-label={name ? `${name}: ${decrementLabel}` : decrementLabel}
        aria-controls={controlProps.id}
        disabled={disabled || current <= min}
        onClick={() => setCurrent(clamp(current - step))}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max === Number.MAX_SAFE_INTEGER ? undefined : max}
        step={step}
        value={current}
        disabled={disabled}
        onChange={(event) => {
          const parsed = Number.parseInt(event.currentTarget.value, 10);
          if (!Number.isNaN(parsed)) setCurrent(clamp(parsed));
        }}
        className="focus-ring h-10 w-14 rounded-md border border-input bg-card text-center text-base tabular-nums [appearance:textfield] md:text-sm [&::-webkit-inner-spin-button]:appearance-none"
        {...controlProps}
      />
      <button
        type="button"
        className={buttonClass}
        aria-label={name ? `${name}: ${incrementLabel}` : incrementLabel}
        aria-controls={controlProps.id}
        disabled={disabled || current >= max}
        onClick={() => setCurrent(clamp(current + step))}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
