import { moveTableTexts } from "@tischservice/core";
import { Banner, Button, DialogFooter, RadioGroup, RadioGroupItem } from "@tischservice/ui";
import { type FormEvent, useId, useState } from "react";

/** A table the reservation may move to. */
export interface MoveTableChoice {
  id: string;
  name: string;
  seats: number;
}

export interface MoveTableFormProps {
  /** The free tables that seat the party for its whole stay, the closest fit first. */
  choices: readonly MoveTableChoice[];
  submitting?: boolean;
  /** The server's refusal or a network failure, in German. */
  error?: string | null;
  onSubmit: (tableId: string) => void;
  onCancel: () => void;
}

/** "Tisch wechseln": one of the free tables, the closest fit chosen at first. */
export function MoveTableForm({
  choices,
  submitting = false,
  error = null,
  onSubmit,
  onCancel,
}: MoveTableFormProps) {
  const [chosen, setChosen] = useState(choices[0]?.id ?? "");
  const legendId = useId();
  const value = choices.some((choice) => choice.id === chosen) ? chosen : (choices[0]?.id ?? "");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value && !submitting) onSubmit(value);
  };
  return (
    <form className="grid gap-4" onSubmit={submit}>
      {choices.length === 0 ? (
        <p className="m-0 text-sm text-muted-foreground">{moveTableTexts.none}</p>
      ) : (
        <div className="grid gap-2">
          <p id={legendId} className="m-0 text-sm font-medium">
            {moveTableTexts.tablesLegend}
          </p>
          <RadioGroup
            aria-labelledby={legendId}
            value={value}
            onValueChange={setChosen}
            disabled={submitting}
            className="grid gap-1"
          >
            {choices.map((choice) => (
              <label
                key={choice.id}
                htmlFor={`${legendId}-${choice.id}`}
                className="flex min-h-10 cursor-pointer items-center gap-3 rounded-md border border-border px-3 py-2 text-sm has-[[data-state=checked]]:border-primary"
              >
                <RadioGroupItem id={`${legendId}-${choice.id}`} value={choice.id} />
                {moveTableTexts.tableOption(choice.name, choice.seats)}
              </label>
            ))}
          </RadioGroup>
        </div>
      )}
      {error ? <Banner tone="error">{error}</Banner> : null}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {moveTableTexts.cancel}
        </Button>
        <Button
          type="submit"
          disabled={value === ""}
          loading={submitting}
          loadingText={moveTableTexts.submitting}
        >
          {moveTableTexts.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}
