import { AUTO_BLOCK_NO_SHOWS_OPTIONS, guestBlockTexts } from "@tischservice/core";
import { FormField, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@tischservice/ui";

const OFF = "off";

export interface AutoBlockSettingProps {
  /** After this many no-shows a guest's online bookings are blocked; null: off. */
  value: number | null;
  /** Saves at once. */
  onChange: (next: number | null) => void;
  /** Only the owner changes the restaurant's rules. */
  disabled?: boolean;
}

/** „Nach Nichterscheinen automatisch sperren“: off, or after 2, 3, 4, ... no-shows. */
export function AutoBlockSetting({ value, onChange, disabled = false }: AutoBlockSettingProps) {
  // A threshold saved through the API that the list does not offer is still shown as chosen.
  const options = [
    ...new Set<number>([...AUTO_BLOCK_NO_SHOWS_OPTIONS, ...(value === null ? [] : [value])]),
  ].sort((a, b) => a - b);
  return (
    <FormField label={guestBlockTexts.autoBlockLabel} hint={guestBlockTexts.autoBlockHint}>
      <Select
        value={value === null ? OFF : String(value)}
        disabled={disabled}
        onValueChange={(next) => {
          if (next === OFF) onChange(null);
          else {
            const count = options.find((option) => String(option) === next);
            if (count !== undefined) onChange(count);
          }
        }}
      >
        <SelectTrigger>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={OFF}>{guestBlockTexts.autoBlockOff}</SelectItem>
          {options.map((count) => (
            <SelectItem key={count} value={String(count)}>
              {guestBlockTexts.autoBlockAfter(count)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FormField>
  );
}
