import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@tischservice/ui";

export interface SelectOption<V extends string> {
  value: V;
  label: string;
}

export interface OptionSelectProps<V extends string> {
  /** The chosen value; undefined shows the placeholder. */
  value: V | undefined;
  options: readonly SelectOption<V>[];
  /** Called with the chosen option's value (never a value outside `options`). */
  onValueChange: (value: V) => void;
  placeholder?: string;
  disabled?: boolean;
}

/** A select of fixed options with their labels; put it in a FormField for its label. */
export function OptionSelect<V extends string>({
  value,
  options,
  onValueChange,
  placeholder,
  disabled,
}: OptionSelectProps<V>) {
  return (
    <Select
      value={value}
      disabled={disabled}
      onValueChange={(chosen) => {
        const option = options.find((candidate) => candidate.value === chosen);
        if (option) onValueChange(option.value);
      }}
    >
      <SelectTrigger>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** Options from a list of values and their labels. */
export function optionsOf<V extends string>(
  values: readonly V[],
  labels: Readonly<Record<V, string>>,
): SelectOption<V>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
