import { Checkbox } from "@tischservice/ui";
import { type ReactNode, useId } from "react";

export interface CheckboxRowProps {
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onCheckedChange: (checked: boolean) => void;
  /** `li` inside a list of choices; a `div` on its own. */
  as?: "div" | "li";
}

/** A checkbox with its label beside it, the whole label clickable. */
export function CheckboxRow({
  label,
  checked,
  disabled,
  onCheckedChange,
  as: Row = "div",
}: CheckboxRowProps) {
  const id = useId();
  return (
    <Row className="flex items-center gap-2">
      <Checkbox
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(value) => onCheckedChange(value === true)}
      />
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
    </Row>
  );
}
