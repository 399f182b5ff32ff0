import { stayDurationsValidationTexts as texts } from "../texts/stay-durations-validation.ts";
import { DEFAULT_RESERVATION_DURATION_MINUTES } from "./constants.ts";

/** One row of the stay durations: up to `maxGuests` guests stay `minutes`; the last row has no `maxGuests`. */
export interface StayDuration {
  maxGuests?: number | undefined;
  minutes: number;
}

/** The defaults: 1–2 guests 90 min, 3–4 120 min, 5–8 150 min, 9 and more 180 min. */
export const DEFAULT_STAY_DURATIONS: readonly StayDuration[] = [
  { maxGuests: 2, minutes: 90 },
  { maxGuests: 4, minutes: 120 },
  { maxGuests: 8, minutes: 150 },
  { minutes: 180 },
];

/** Bounds of the list: rows, minutes per stay, the largest guest limit (the largest bookable party). */
export const STAY_DURATION_LIMITS = { rows: 10, minutesMin: 30, minutesMax: 360, maxGuests: 30 } as const;

/** A refusal of a stay-duration list: the German message and the row it concerns (-1: the whole list). */
export interface StayDurationsProblem {
  row: number;
  message: string;
}

function wholeWithin(value: unknown, min: number, max: number): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max;
}

/**
 * Why a stay-duration list cannot be saved, or null: 1 to 10 rows; each row's minutes whole, 30 to 360;
 * every row but the last with `maxGuests` (whole, 1 to 30) greater than the row before; the last row
 * ("mehr Gäste") without `maxGuests`.
 */
export function stayDurationsProblem(list: readonly StayDuration[]): StayDurationsProblem | null {
  const { rows, minutesMin, minutesMax, maxGuests } = STAY_DURATION_LIMITS;
  if (list.length < 1 || list.length > rows) return { row: -1, message: texts.count(rows) };
  let previous = 0;
  for (const [row, entry] of list.entries()) {
    if (!wholeWithin(entry.minutes, minutesMin, minutesMax)) {
      return { row, message: texts.minutes(minutesMin, minutesMax) };
    }
    const last = row === list.length - 1;
    if (last) {
      if (entry.maxGuests !== undefined) return { row, message: texts.lastOpen };
      continue;
    }
    if (!wholeWithin(entry.maxGuests, 1, maxGuests)) return { row, message: texts.maxGuests(maxGuests) };
    if (entry.maxGuests <= previous) return { row, message: texts.ascending };
    previous = entry.maxGuests;
  }
  return null;
}

/** What a restaurant configuration holds about stay lengths (both fields may be absent in older ones). */
export interface StayDurationsConfig {
  stayDurations?: readonly StayDuration[] | null | undefined;
  reservationDuration?: number | null | undefined;
}

/**
 * The stay durations that apply to a configuration. A valid `stayDurations` list wins. Without one (older
 * configurations), the single `reservationDuration` applies to every party size when the restaurant had
 * chosen one other than the old default of 120 minutes; otherwise (never changed) the defaults by party
 * size apply.
 */
export function stayDurationsOf(config: StayDurationsConfig | null | undefined): readonly StayDuration[] {
  const list = config?.stayDurations;
  if (list && stayDurationsProblem(list) === null) return list;
  const single = config?.reservationDuration;
  if (
    typeof single === "number" &&
    single !== DEFAULT_RESERVATION_DURATION_MINUTES &&
    wholeWithin(single, STAY_DURATION_LIMITS.minutesMin, STAY_DURATION_LIMITS.minutesMax)
  ) {
    return [{ minutes: single }];
  }
  return DEFAULT_STAY_DURATIONS;
}

/** The minutes a party of `numberOfGuests` stays: the first row whose `maxGuests` it fits, else the last row. */
export function stayMinutesFor(
  config: StayDurationsConfig | null | undefined,
  numberOfGuests: number,
): number {
  const list = stayDurationsOf(config);
  const row = list.find((entry) => entry.maxGuests !== undefined && numberOfGuests <= entry.maxGuests);
  return (row ?? list[list.length - 1] ?? { minutes: DEFAULT_RESERVATION_DURATION_MINUTES }).minutes;
}
