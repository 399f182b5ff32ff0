import { minutesToWireTime, wireTimeToMinutes } from "@tischservice/core/rules";
import { type KeyboardEvent, useEffect, useId, useState } from "react";
import { cx as cn } from "../lib/cx.ts";
import { uiTexts } from "../lib/texts.ts";
import { readTypedTime } from "../lib/typed-time.ts";
import { Input, type InputProps } from "./input.tsx";

export interface TimeInputProps
  extends Omit<InputProps, "type" | "value" | "defaultValue" | "onChange" | "step" | "inputMode"> {
  /** The time as `HH:MM` (24 hours), or "" for none. */
  value: string;
  /** Called with `HH:MM` once the typed text is a whole time, and with "" when the field is emptied. */
  onChange: (value: string) => void;
  /** How far the arrow keys move the time, in minutes (to the next multiple). */
  stepMinutes?: number;
  /** Read to screen readers as the field's description: the format it expects. */
  formatHint?: string;
}

/** The time `stepMinutes` before or after `minutes`, snapped to the step, around the clock. */
function stepped(minutes: number, step: number, up: boolean): string {
  const next = up ? Math.floor(minutes / step) * step + step : Math.ceil(minutes / step) * step - step;
  return minutesToWireTime(next);
}

/**
 * A 24-hour time field that looks the same in every browser language (a native `type="time"` shows AM/PM
 * in an English browser). Takes "18:30", "18.30", "1830" and, when left, "930" or "9"; shows `HH:MM` once
 * left; ArrowUp/ArrowDown move the time by `stepMinutes`. A text that is no time is marked invalid and not
 * passed on. Inside a FormField it is labelled, described and marked invalid like an Input.
 */
export function TimeInput({
  value,
  onChange,
  stepMinutes = 15,
  formatHint = uiTexts.timeFormatHint,
  placeholder = uiTexts.timePlaceholder,
  className,
  onBlur,
  onKeyDown,
  "aria-describedby": describedBy,
  "aria-invalid": ariaInvalid,
  ...props
}: TimeInputProps) {
  const hintId = useId();
  const [text, setText] = useState(value);
  // A new value from outside (loaded, "Alle öffnen") replaces the text; the user's own typing stays as typed.
  useEffect(() => {
    setText((typed) => (readTypedTime(typed, true) === value ? typed : value));
  }, [value]);
  const notATime = text.trim() !== "" && readTypedTime(text, true) === null;

  const take = (typed: string, complete: boolean) => {
    if (typed.trim() === "") {
      if (value !== "") onChange("");
      return;
    }
    const time = readTypedTime(typed, complete);
    if (time !== null && time !== value) onChange(time);
  };
  const step = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "ArrowUp" && event.key !== "ArrowDown") return;
    event.preventDefault();
    const current = wireTimeToMinutes(readTypedTime(text, true) ?? value);
    const next = current === null ? "00:00" : stepped(current, stepMinutes, event.key === "ArrowUp");
    setText(next);
    if (next !== value) onChange(next);
  };

  return (
    <>
      <Input
        data-slot="time-input"
        {...props}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        spellCheck={false}
        maxLength={5}
        placeholder={placeholder}
        value={text}
        aria-describedby={cn(describedBy, hintId)}
        aria-invalid={ariaInvalid ?? (notATime || undefined)}
        className={cn("tabular-nums", className)}
        onChange={(event) => {
          setText(event.currentTarget.value);
          take(event.currentTarget.value, false);
        }}
        onBlur={(event) => {
          const time = readTypedTime(text, true);
          if (time !== null) setText(time);
          take(text, true);
          onBlur?.(event);
        }}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (!event.defaultPrevented) step(event);
        }}
      />
      <span id={hintId} className="sr-only">
        {formatHint}
      </span>
    </>
  );
}
