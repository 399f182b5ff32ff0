import { tableCombinationTexts } from "@tischservice/core";
import { Switch } from "@tischservice/ui";
import { useId } from "react";

export interface MultiSelectSwitchProps {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/**
 * "Mehrfachauswahl": where no Shift or Ctrl key is at hand (touch screens, screen readers), every tap or
 * press then adds a table to the selection or takes it out.
 */
export function MultiSelectSwitch({ checked, onCheckedChange }: MultiSelectSwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} />
      <label htmlFor={id} className="text-sm">
        {tableCombinationTexts.multiSelect}
      </label>
    </div>
  );
}
