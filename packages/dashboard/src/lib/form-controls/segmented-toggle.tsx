import { cn } from "@tischservice/ui";
import type { SelectOption } from "./option-select.tsx";

export interface SegmentedToggleProps<V extends string> {
  /** The group's accessible name. */
  label: string;
  options: readonly SelectOption<V>[];
  value: V;
  onValueChange: (value: V) => void;
  /** Layout of the group (inline or full width, wrapping, gaps). */
  className?: string;
  /** Horizontal padding of each button; px-3 unless given. */
  buttonClassName?: string;
}

/** A segmented choice: a labelled group of toggle buttons, the chosen one pressed. */
export function SegmentedToggle<V extends string>({
  label,
  options,
  value,
  onValueChange,
  className,
  buttonClassName = "px-3",
}: SegmentedToggleProps<V>) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a segmented choice of toggle buttons
    <div
      role="group"
      aria-label={label}
      className={cn("rounded-lg border border-border bg-muted p-1", className)}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onValueChange(option.value)}
          className={cn(
            "focus-ring h-9 cursor-pointer rounded-md text-sm font-medium",
            buttonClassName,
            value === option.value
              ? "bg-card text-foreground shadow-xs"
              : "text-muted-foreground hover:text-foreground",
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
