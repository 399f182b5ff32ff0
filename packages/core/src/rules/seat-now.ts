import { TZDate } from "@date-fns/tz";
import { STAY_DURATION_LIMITS, type StayDurationsConfig, stayMinutesFor } from "./stay-durations.ts";
import { minutesToWireTime, wireDateOfInstant } from "./wire-date.ts";

/**
 * The shortest stay a walk-in may be seated for when a booking follows soon: a drink at the bar table is
 * worth seating; a shorter gap is not.
 */
export const SEAT_NOW_MIN_STAY_MINUTES = 15;
/** The longest stay staff may set by hand: the longest a configured stay may be. */
export const SEAT_NOW_MAX_STAY_MINUTES = STAY_DURATION_LIMITS.minutesMax;

/** The `code` of the seat-now refusals (409): the table is taken now, or only free for a while. */
export const seatNowErrorCodes = {
  /** Someone sits at the table or its booking runs now (`freeFrom` says until when, if known). */
  tableBusy: "table_busy",
  /** A booking starts within the stay (`freeUntil`, `freeMinutes`): a shorter stay may still fit. */
  tableFreeUntil: "table_free_until",
} as const;

const MINUTE_MS = 60_000;

/** A walk-in's stay as it is stored: the local date and time it starts and its instants. */
export interface SeatNowStay {
  /** `YYYY-MM-DD` in the restaurant's time zone. */
  reservationDate: string;
  /** `HH:MM` in the restaurant's time zone: the minute the guest sat down (`startsAt` lies within it). */
  timeSlot: string;
  startsAt: Date;
  endsAt: Date;
  minutes: number;
}

/**
 * The stay of a party seated at `now`: from that instant (a table freed a few seconds ago, when its guest
 * left, is free again from then), shown at the minute it began ("19:10"), for `stayMinutes` when staff
 * chose a shorter or longer stay, else for the restaurant's stay length of that party size (core's
 * `stayMinutesFor`, as a booking gets).
 */
export function seatNowStay(
  now: Date,
  timeZone: string,
  numberOfGuests: number,
  config: StayDurationsConfig | null | undefined,
  stayMinutes?: number,
): SeatNowStay {
  const local = new TZDate(now.getTime(), timeZone);
  const minutes = stayMinutes ?? stayMinutesFor(config, numberOfGuests);
  return {
    reservationDate: wireDateOfInstant(now, timeZone) ?? "",
    timeSlot: minutesToWireTime(local.getHours() * 60 + local.getMinutes()),
    startsAt: new Date(now.getTime()),
    endsAt: new Date(now.getTime() + minutes * MINUTE_MS),
    minutes,
  };
}

/** A time the table is taken: a reservation's assignment (with its status) or a waitlist offer's hold. */
export interface TableTakenLike {
  startsAt: Date;
  endsAt: Date;
  /** The reservation's status; a hold has none. */
  status?: string | null;
}

/** Why a table cannot take a walk-in for the whole stay. */
export type SeatNowConflict =
  /** Taken at the start: free again at `freeFrom`, or unknown (a guest sits on past the planned end). */
  | { kind: "busy"; freeFrom: Date | null }
  /** Free at the start, but a booking begins at `freeUntil`, `freeMinutes` later. */
  | { kind: "free_until"; freeUntil: Date; freeMinutes: number };

/**
 * Whether a table, taken at the times `taken` (its active assignments and holds), can seat a walk-in from
 * `startsAt` to `endsAt`. Busy when one of them runs at the start, or a guest still sits there (`seated`)
 * past the planned end; then free from the end of the run of back-to-back ones. Otherwise, when one starts
 * before the stay ends, the table is free only until then. Null: free for the whole stay.
 */
export function seatNowConflict(
  taken: readonly TableTakenLike[],
  startsAt: Date,
  endsAt: Date,
): SeatNowConflict | null {
  const start = startsAt.getTime();
  if (taken.some((t) => t.status === "seated" && t.endsAt.getTime() <= start)) {
    return { kind: "busy", freeFrom: null };
  }
  const running = taken.filter((t) => t.startsAt.getTime() <= start && start < t.endsAt.getTime());
  if (running.length > 0) {
    let freeFrom = Math.max(...running.map((t) => t.endsAt.getTime()));
    for (let extended = true; extended; ) {
      extended = false;
      for (const t of taken) {
        const from = t.startsAt.getTime();
        const to = t.endsAt.getTime();
        if (from <= freeFrom && to > freeFrom) {
          freeFrom = to;
          extended = true;
        }
      }
    }
    return { kind: "busy", freeFrom: new Date(freeFrom) };
  }
  const next = taken
    .map((t) => t.startsAt.getTime())
    .filter((from) => from > start && from < endsAt.getTime())
    .sort((a, b) => a - b)[0];
  if (next === undefined) return null;
  return {
    kind: "free_until",
    freeUntil: new Date(next),
    freeMinutes: Math.floor((next - start) / MINUTE_MS),
  };
}

/**
 * The shorter stay staff may choose instead when the table is free only for a while: the minutes until
 * the next booking when at least `SEAT_NOW_MIN_STAY_MINUTES`; null otherwise (taken now, or too short).
 */
export function seatNowShorterStay(conflict: SeatNowConflict | null): number | null {
  if (conflict?.kind !== "free_until") return null;
  return conflict.freeMinutes >= SEAT_NOW_MIN_STAY_MINUTES ? conflict.freeMinutes : null;
}
