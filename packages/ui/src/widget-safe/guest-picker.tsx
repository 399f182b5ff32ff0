import {
  GUEST_PICKER_OPTIONS,
  LARGE_GROUP_MAX,
  LARGE_GROUP_MIN,
  parseLargeGroup,
} from "@tischservice/core/rules";
import { useId, useState } from "react";
import { cx } from "./cx.ts";
import { plainInputClassName } from "./input-class.ts";

/** The picker's words, e.g. a language of core's `guestBookingFormTexts`. */
export interface GuestPickerTexts {
  guestsLabel: string;
  largerGroupLabel: string;
  largerGroupPlaceholder: string;
}

export interface GuestPickerProps {
  t: GuestPickerTexts;
  value: number;
  onChange: (guests: number) => void;
}

/**
 * The party size: buttons 1 to 15 and "Größere Gruppe?" for 16 to 30, in the look and behaviour of ui's
 * GuestCountPicker without its defaults from core's booking texts and its uncontrolled mode (together
 * about 0.3 kB gzip in widget.js).
 */
export function GuestPicker({ t, value, onChange }: GuestPickerProps) {
  const [draft, setDraft] = useState(() => (value >= LARGE_GROUP_MIN ? String(value) : ""));
  const inputId = useId();
  return (
    <fieldset className="grid min-w-0 gap-3">
      <legend className="mb-2 text-sm font-medium">{t.guestsLabel}</legend>
      <div className="grid grid-cols-5 gap-2">
        {GUEST_PICKER_OPTIONS.map((count) => (
          <button
            key={count}
            type="button"
            aria-pressed={count === value}
            onClick={() => {
              setDraft("");
              onChange(count);
            }}
            className={cx(
              "focus-ring h-11 cursor-pointer rounded-md border text-base font-medium tnum fade-colors",
              count === value
                ? "border-primary-strong bg-primary text-primary-foreground"
                : "border-input bg-card hover:bg-accent",
            )}
          >
            {count}
          </button>
        ))}
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={inputId} className="text-sm font-medium">
          {t.largerGroupLabel}
        </label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={LARGE_GROUP_MIN}
          max={LARGE_GROUP_MAX}
          placeholder={t.largerGroupPlaceholder}
          value={draft}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setDraft(text);
            const parsed = parseLargeGroup(text);
            if (parsed !== null) onChange(parsed);
          }}
          className={`${plainInputClassName} w-32`}
        />
      </div>
    </fieldset>
  );
}
