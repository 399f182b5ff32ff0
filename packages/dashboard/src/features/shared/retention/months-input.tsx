import { Input } from "@tischservice/ui";

export interface MonthsInputProps {
  /** What is typed, kept as text so that a half-typed or empty field stays as the person left it. */
  value: string;
  /** The longest period allowed, in months. */
  max: number;
  placeholder?: string;
  disabled?: boolean;
  onTyped: (typed: string) => void;
}

/** A retention period in whole months from 1 to `max`, with the number keyboard on phones. */
export function MonthsInput({ value, max, placeholder, disabled, onTyped }: MonthsInputProps) {
  return (
    <Input
      type="number"
      inputMode="numeric"
      min={1}
      max={max}
      step={1}
      placeholder={placeholder}
      value={value}
      disabled={disabled}
      onChange={(event) => onTyped(event.currentTarget.value)}
    />
  );
}
