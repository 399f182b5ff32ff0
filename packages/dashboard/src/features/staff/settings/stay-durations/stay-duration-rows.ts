import { STAY_DURATION_LIMITS, type StayDuration } from "@tischservice/core";

/** One editable row: the typed texts (a row being typed may not be a number yet) and a stable key. */
export interface StayDurationRow {
  key: number;
  maxGuests: string;
  minutes: string;
}

let nextKey = 0;
const newKey = () => {
  nextKey += 1;
  return nextKey;
};

/** The rows of a list; the last row ("mehr Gäste") keeps an empty guest limit. */
export function rowsOf(list: readonly StayDuration[]): StayDurationRow[] {
  return list.map((entry, index) => ({
    key: newKey(),
    maxGuests: index === list.length - 1 || entry.maxGuests === undefined ? "" : String(entry.maxGuests),
    minutes: String(entry.minutes),
  }));
}

const numberOf = (typed: string) => (typed.trim() === "" ? Number.NaN : Number(typed.trim()));

/** The list the rows describe, for core's check; an empty guest limit is absent, an empty minute NaN. */
export function listOf(rows: readonly StayDurationRow[]): StayDuration[] {
  return rows.map((row, index) => {
    const last = index === rows.length - 1;
    const maxGuests = row.maxGuests.trim() === "" ? undefined : numberOf(row.maxGuests);
    return last || maxGuests === undefined
      ? { minutes: numberOf(row.minutes) }
      : { maxGuests, minutes: numberOf(row.minutes) };
  });
}

/**
 * The rows with one more before "mehr Gäste": two guests above the row before it (at most the largest
 * party), with the minutes of the row before "mehr Gäste".
 */
export function withRowAdded(rows: readonly StayDurationRow[]): StayDurationRow[] {
  const before = rows.slice(0, -1);
  const last = rows.at(-1);
  const previous = before.at(-1);
  const previousMax = previous ? numberOf(previous.maxGuests) : 0;
  const maxGuests = Math.min(
    (Number.isFinite(previousMax) ? previousMax : 0) + 2,
    STAY_DURATION_LIMITS.maxGuests,
  );
  const added = {
    key: newKey(),
    maxGuests: String(maxGuests),
    minutes: previous?.minutes ?? last?.minutes ?? "120",
  };
  return [...before, added, ...(last ? [last] : [])];
}
