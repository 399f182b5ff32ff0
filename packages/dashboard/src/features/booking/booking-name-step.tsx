import { bookingTexts } from "@tischservice/core";
import { Button, FormField, Input } from "@tischservice/ui";
import { type FormEvent, useState } from "react";

export interface BookingNameStepProps {
  time: string;
  onCancel: () => void;
  onCreate: (name: string) => void;
}

/** "Name für Reservierung": the create button stays disabled until a name is typed; Enter submits. */
export function BookingNameStep({ time, onCancel, onCreate }: BookingNameStepProps) {
  const [name, setName] = useState("");
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (name.trim() !== "") onCreate(name.trim());
  };
  return (
    <form onSubmit={submit} className="grid gap-3 rounded-xl border border-border bg-muted/30 p-4">
      <p className="m-0 text-sm font-medium tabular-nums">{time}</p>
      <FormField label={bookingTexts.nameLabel} required>
        <Input
          autoFocus
          placeholder={bookingTexts.namePlaceholder}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel}>
          {bookingTexts.cancel}
        </Button>
        <Button type="submit" disabled={name.trim() === ""}>
          {bookingTexts.create}
        </Button>
      </div>
    </form>
  );
}
