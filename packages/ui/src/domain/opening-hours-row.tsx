import type { WeekdayHoursLike } from "@tischservice/core/rules";
import { openingHoursTexts, type WeekdayNameKey, weekdayNames } from "@tischservice/core/texts";
import { type ComponentProps, useId } from "react";
import { Switch } from "../components/switch.tsx";
import { TimeInput } from "../components/time-input.tsx";
import { cn } from "../lib/cn.ts";

export interface OpeningHoursRowProps extends Omit<ComponentProps<"fieldset">, "onChange"> {
  day: WeekdayNameKey;
  value: WeekdayHoursLike;
  /** Called with the whole day after every change (toggles at once; the app debounces times). */
  onChange: (next: WeekdayHoursLike) => void;
}

function TimeField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs text-muted-foreground">
        {label}
      </label>
      {/* 24 hours in every browser language: a native time input shows AM/PM in an English browser. */}
      <TimeInput id={id} value={value} onChange={onChange} className="w-28!" />
    </div>
  );
}

/** One weekday of the opening hours: open toggle, open and close time, lunch break with start and end. */
export function OpeningHoursRow({ day, value, onChange, className, ...props }: OpeningHoursRowProps) {
  const name = weekdayNames[day];
  const openId = useId();
  const lunchId = useId();
  const isOpen = Boolean(value.isOpen);
  const update = (patch: Partial<WeekdayHoursLike>) => onChange({ ...value, ...patch });
  return (
    <fieldset
      data-slot="opening-hours-row"
      data-open={isOpen || undefined}
      className={cn(
        "m-0 grid min-w-0 gap-3 border-0 border-b border-border p-0 py-3 last:border-b-0",
        className,
      )}
      {...props}
    >
      <legend className="sr-only">{name}</legend>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <span aria-hidden="true" className="w-24 font-medium">
          {name}
        </span>
        <div className="flex items-center gap-2">
          <Switch id={openId} checked={isOpen} onCheckedChange={(checked) => update({ isOpen: checked })} />
          <label htmlFor={openId} className="text-sm">
            {isOpen ? openingHoursTexts.open : openingHoursTexts.closed}
          </label>
        </div>
      </div>
      {isOpen ? (
        <div className="flex flex-wrap items-end gap-x-4 gap-y-3 md:ps-28">
          <TimeField
            label={openingHoursTexts.openTimeLabel}
            value={value.openTime ?? ""}
            onChange={(openTime) => update({ openTime })}
          />
          <TimeField
            label={openingHoursTexts.closeTimeLabel}
            value={value.closeTime ?? ""}
            onChange={(closeTime) => update({ closeTime })}
          />
          <div className="flex h-10 items-center gap-2">
            <Switch
              id={lunchId}
              checked={Boolean(value.hasLunchBreak)}
              onCheckedChange={(checked) => update({ hasLunchBreak: checked })}
            />
            <label htmlFor={lunchId} className="text-sm">
              {openingHoursTexts.lunchBreak}
            </label>
          </div>
          {value.hasLunchBreak ? (
            <>
              <TimeField
                label={openingHoursTexts.lunchBreakStartLabel}
                value={value.lunchBreakStart ?? ""}
                onChange={(lunchBreakStart) => update({ lunchBreakStart })}
              />
              <TimeField
                label={openingHoursTexts.lunchBreakEndLabel}
                value={value.lunchBreakEnd ?? ""}
                onChange={(lunchBreakEnd) => update({ lunchBreakEnd })}
              />
            </>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}
