import {
  bookingHorizonDaysSchema,
  changeCutoffHoursSchema,
  onlineSeatShareSchema,
  PACING_WINDOW_OPTIONS,
  type Pacing,
  type PacingWindowMinutes,
  pacingSchema,
  sameDayCutoffSchema,
  capacitySettingsTexts as texts,
} from "@tischservice/core";
import {
  FormField,
  Input,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Skeleton,
  TimeInput,
} from "@tischservice/ui";
import { useEffect, useId, useRef, useState } from "react";

export interface CapacitySettingsValue {
  bookingHorizonDays: number;
  /** "HH:MM", or null for no cut-off. */
  sameDayCutoff: string | null;
  pacing: Pacing | null;
  onlineSeatShare: number;
  /** Hours before the start after which guests can no longer change their booking themselves. */
  changeCutoffHours: number;
}

export interface CapacitySettingsProps {
  /** The saved settings; undefined while the configuration loads. */
  value: CapacitySettingsValue | undefined;
  /** Called with every valid change: typed fields wait for a pause, the window saves at once. */
  onChange: (next: CapacitySettingsValue, mode: "debounced" | "now") => void;
  /** Only the owner changes the restaurant's rules. */
  disabled?: boolean;
}

/** The fields as typed: numbers stay text until they are valid. */
interface Draft {
  horizon: string;
  cutoff: string;
  windowMinutes: PacingWindowMinutes;
  maxGuests: string;
  maxBookings: string;
  seatShare: string;
  changeCutoff: string;
}

const DEFAULT_WINDOW: PacingWindowMinutes = 15;

function draftOf(value: CapacitySettingsValue | undefined): Draft {
  return {
    horizon: String(value?.bookingHorizonDays ?? ""),
    cutoff: value?.sameDayCutoff ?? "",
    windowMinutes: value?.pacing?.windowMinutes ?? DEFAULT_WINDOW,
    maxGuests: value?.pacing?.maxGuests == null ? "" : String(value.pacing.maxGuests),
    maxBookings: value?.pacing?.maxBookings == null ? "" : String(value.pacing.maxBookings),
    seatShare: String(value?.onlineSeatShare ?? ""),
    changeCutoff: String(value?.changeCutoffHours ?? ""),
  };
}

/** An empty field is no limit; anything else must parse as a number for the schema to judge. */
const optionalNumber = (typed: string): number | null => (typed.trim() === "" ? null : Number(typed));

type Problems = Partial<Record<keyof Draft, string | undefined>>;

/** The first message of a failed check (an empty number field reads as 0 and fails its minimum). */
const messageOf = (result: { success: boolean; error?: { issues: readonly { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

/** The settings the draft stands for, or why each field cannot be saved. */
function parse(draft: Draft): { value: CapacitySettingsValue | null; problems: Problems } {
  const horizon = bookingHorizonDaysSchema.safeParse(Number(draft.horizon));
  const cutoff = sameDayCutoffSchema.safeParse(draft.cutoff);
  const maxGuests = optionalNumber(draft.maxGuests);
  const maxBookings = optionalNumber(draft.maxBookings);
  const pacing = pacingSchema.safeParse(
    maxGuests === null && maxBookings === null
      ? null
      : { windowMinutes: draft.windowMinutes, maxGuests, maxBookings },
  );
  const share = onlineSeatShareSchema.safeParse(Number(draft.seatShare));
  const changeCutoff = changeCutoffHoursSchema.safeParse(
    draft.changeCutoff.trim() === "" ? Number.NaN : Number(draft.changeCutoff),
  );
  const problems: Problems = {
    horizon: messageOf(horizon),
    cutoff: messageOf(cutoff),
    seatShare: messageOf(share),
    changeCutoff: messageOf(changeCutoff),
  };
  for (const issue of pacing.error?.issues ?? []) {
    const field = issue.path[0] === "maxBookings" ? "maxBookings" : "maxGuests";
    problems[field] ??= issue.message;
  }
  if (!horizon.success || !cutoff.success || !pacing.success || !share.success || !changeCutoff.success)
    return { value: null, problems };
  return {
    value: {
      bookingHorizonDays: horizon.data,
      sameDayCutoff: cutoff.data || null,
      pacing: pacing.data,
      onlineSeatShare: share.data,
      changeCutoffHours: changeCutoff.data,
    },
    problems,
  };
}

const numberInput = "w-24! tabular-nums";

/**
 * Settings → Kapazität: the booking horizon, today's online cut-off, the pacing of arrivals, the online
 * share of the seats and until when guests may change their booking themselves. Checked by core's schemas while typing; only valid settings are passed on, an invalid
 * field says why beneath it.
 */
export function CapacitySettings({ value, onChange, disabled = false }: CapacitySettingsProps) {
  const titleId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  const seen = useRef(JSON.stringify(value ?? null));

  // New settings from outside (loaded, another tab's save) replace the fields; our own change does not.
  useEffect(() => {
    const json = JSON.stringify(value ?? null);
    if (json === seen.current) return;
    seen.current = json;
    setDraft(draftOf(value));
  }, [value]);

  if (value === undefined) {
    return (
      <section aria-labelledby={titleId} aria-busy="true" className="grid gap-3">
        <h3 id={titleId} className="sr-only">
          {texts.loading}
        </h3>
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-full" />
        <Skeleton className="h-9 w-2/3" />
      </section>
    );
  }

  const { problems } = parse(draft);
  const update = (next: Draft, mode: "debounced" | "now") => {
    setDraft(next);
    const parsed = parse(next).value;
    if (!parsed) return;
    seen.current = JSON.stringify(parsed);
    onChange(parsed, mode);
  };

  return (
    <section aria-labelledby={titleId} className="grid gap-5">
      <p id={titleId} className="text-sm text-muted-foreground">
        {texts.intro}
      </p>
      <FormField label={texts.horizonLabel} hint={texts.horizonHint} error={problems.horizon}>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          max={730}
          className={numberInput}
          value={draft.horizon}
          disabled={disabled}
          onChange={(event) => update({ ...draft, horizon: event.target.value }, "debounced")}
        />
      </FormField>
      <FormField label={texts.cutoffLabel} hint={texts.cutoffHint} error={problems.cutoff}>
        <TimeInput
          className="w-32!"
          value={draft.cutoff}
          disabled={disabled}
          onChange={(cutoff) => update({ ...draft, cutoff }, "debounced")}
        />
      </FormField>
      <fieldset className="grid gap-3" disabled={disabled}>
        <legend className="text-sm font-medium text-foreground">{texts.pacingTitle}</legend>
        <p className="text-sm text-muted-foreground">{texts.pacingHint}</p>
        <FormField label={texts.pacingWindowLabel}>
          <Select
            value={String(draft.windowMinutes)}
            disabled={disabled}
            onValueChange={(next) => {
              const minutes = PACING_WINDOW_OPTIONS.find((option) => String(option) === next);
              if (minutes !== undefined) update({ ...draft, windowMinutes: minutes }, "now");
            }}
          >
            <SelectTrigger className="w-32">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PACING_WINDOW_OPTIONS.map((minutes) => (
                <SelectItem key={minutes} value={String(minutes)}>
                  {texts.pacingWindowOption(minutes)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </FormField>
        <FormField label={texts.pacingMaxGuestsLabel} error={problems.maxGuests}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            className={numberInput}
            value={draft.maxGuests}
            disabled={disabled}
            onChange={(event) => update({ ...draft, maxGuests: event.target.value }, "debounced")}
          />
        </FormField>
        <FormField label={texts.pacingMaxBookingsLabel} error={problems.maxBookings}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            className={numberInput}
            value={draft.maxBookings}
            disabled={disabled}
            onChange={(event) => update({ ...draft, maxBookings: event.target.value }, "debounced")}
          />
        </FormField>
      </fieldset>
      <FormField label={texts.seatShareLabel} hint={texts.seatShareHint} error={problems.seatShare}>
        <Input
          type="number"
          inputMode="numeric"
          min={10}
          max={100}
          className={numberInput}
          value={draft.seatShare}
          disabled={disabled}
          onChange={(event) => update({ ...draft, seatShare: event.target.value }, "debounced")}
        />
      </FormField>
      <FormField label={texts.changeCutoffLabel} hint={texts.changeCutoffHint} error={problems.changeCutoff}>
        <Input
          type="number"
          inputMode="numeric"
          min={0}
          max={72}
          className={numberInput}
          value={draft.changeCutoff}
          disabled={disabled}
          onChange={(event) => update({ ...draft, changeCutoff: event.target.value }, "debounced")}
        />
      </FormField>
    </section>
  );
}
