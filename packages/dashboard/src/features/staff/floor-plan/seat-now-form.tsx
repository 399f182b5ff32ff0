import { schemaLimits, seatNowTexts } from "@tischservice/core";
import { Banner, Button, DialogFooter, FormField, Input, NumberStepper } from "@tischservice/ui";
import { type FormEvent, useState } from "react";

/** The party sizes offered as buttons; any other size goes in the number field. */
const QUICK_PARTY_SIZES = [1, 2, 3, 4, 5, 6] as const;

/** What the table can give a party of a size, by core's rules on the plan's reservations. */
export interface SeatNowCheck {
  /** The restaurant's stay for the party, and its end ("20:40"). */
  minutes: number;
  until: string;
  /** Why the table cannot take the party for the whole stay, in German; null when it can. */
  problem: string | null;
  /** A shorter stay up to the next booking, when long enough to seat the party. */
  shorter: { minutes: number; until: string } | null;
}

export interface SeatNowValues {
  numberOfGuests: number;
  customerName: string;
  customerPhone: string;
  /** Set when the party is seated only up to the next booking. */
  stayMinutes?: number;
}

export interface SeatNowFormProps {
  /** What the table gives a party of each size (instant feedback; the server decides). */
  check: (guests: number) => SeatNowCheck;
  submitting?: boolean;
  /** The server's refusal or a network failure, in German. */
  error?: string | null;
  disabled?: boolean;
  defaultGuests?: number;
  onSubmit: (values: SeatNowValues) => void;
  onCancel: () => void;
}

/**
 * "Gast platzieren": the party size (buttons 1 to 6 and a number), an optional name and phone, the stay
 * the party gets and, when a booking follows within it, the offer to seat the party until then.
 */
export function SeatNowForm({
  check,
  submitting = false,
  error = null,
  disabled = false,
  defaultGuests = 2,
  onSubmit,
  onCancel,
}: SeatNowFormProps) {
  const [guests, setGuests] = useState(defaultGuests);
  const [name, setName] = useState("");
  const [phone, setPhone] = useState("");
  const result = check(guests);
  const blocked = disabled || (result.problem !== null && result.shorter === null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (blocked || submitting) return;
    onSubmit({
      numberOfGuests: guests,
      customerName: name.trim(),
      customerPhone: phone.trim(),
      ...(result.problem !== null && result.shorter ? { stayMinutes: result.shorter.minutes } : {}),
    });
  };
  return (
    <form className="grid gap-4" onSubmit={submit} noValidate>
      <fieldset className="m-0 grid min-w-0 gap-3 border-0 p-0" disabled={disabled || submitting}>
        <legend className="mb-2 p-0 text-sm font-medium">{seatNowTexts.guestsLegend}</legend>
        <div className="grid grid-cols-6 gap-2">
          {QUICK_PARTY_SIZES.map((count) => (
            <Button
              key={count}
              variant={count === guests ? "default" : "outline"}
              aria-pressed={count === guests}
              className="px-0"
              onClick={() => setGuests(count)}
            >
              {count}
            </Button>
          ))}
        </div>
        <FormField label={seatNowTexts.otherCount} className="max-w-48">
          <NumberStepper
            value={guests}
            min={schemaLimits.guestsMin}
            max={schemaLimits.guestsMax}
            onValueChange={setGuests}
          />
        </FormField>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={seatNowTexts.name}>
            <Input
              value={name}
              maxLength={schemaLimits.name}
              placeholder={seatNowTexts.defaultName}
              autoComplete="off"
              onChange={(event) => setName(event.currentTarget.value)}
            />
          </FormField>
          <FormField label={seatNowTexts.phone}>
            <Input
              type="tel"
              value={phone}
              maxLength={schemaLimits.phone}
              autoComplete="off"
              onChange={(event) => setPhone(event.currentTarget.value)}
            />
          </FormField>
        </div>
      </fieldset>
      <p className="m-0 text-sm text-muted-foreground">{seatNowTexts.stay(result.minutes, result.until)}</p>
      {result.problem ? <Banner tone="warning">{result.problem}</Banner> : null}
      {error ? <Banner tone="error">{error}</Banner> : null}
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          {seatNowTexts.cancel}
        </Button>
        <Button type="submit" disabled={blocked} loading={submitting} loadingText={seatNowTexts.submitting}>
          {result.problem !== null && result.shorter
            ? seatNowTexts.shorterStay(result.shorter.until)
            : seatNowTexts.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}
