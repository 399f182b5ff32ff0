import {
  formatTime,
  type Reservation,
  reservationHoldsTables,
  reservationStayWindow,
  reservationUsesTable,
  type SeatNowRefusal,
  type StayDurationsConfig,
  seatNowConflict,
  seatNowShorterStay,
  seatNowStay,
  seatNowTexts,
  type TableTakenLike,
} from "@tischservice/core";
import type { SeatNowCheck } from "./seat-now-form.tsx";

export interface SeatNowCheckInput {
  table: { id: string; name: string; seats: number };
  /** The plan's reservations (today's and those reaching into it). */
  reservations: readonly Reservation[];
  now: Date;
  timeZone: string;
  config: StayDurationsConfig | null;
  /** The server's last refusal: its times win over what the plan knew. */
  refusal?: SeatNowRefusal | null;
}

/** The times the table is taken, read from the plan's reservations as core's floor-plan rule reads them. */
function takenTimes(input: SeatNowCheckInput): TableTakenLike[] {
  const options = { stayDurations: input.config ?? {}, timeZone: input.timeZone };
  return input.reservations.flatMap((reservation) => {
    if (!reservationUsesTable(reservation, input.table.id)) return [];
    if (!reservationHoldsTables(reservation.status) || reservation.status === "completed") return [];
    const window = reservationStayWindow(reservation, options);
    return window
      ? [{ startsAt: new Date(window.start), endsAt: new Date(window.end), status: reservation.status }]
      : [];
  });
}

/**
 * What the table gives a walk-in party of each size right now, by core's seat-now rules on the plan's
 * reservations: the stay, why not (too small, busy, a booking coming) and a shorter stay up to the next
 * booking. The server checks again; its refusal, once it came, wins.
 */
export function seatNowCheck(input: SeatNowCheckInput): (guests: number) => SeatNowCheck {
  const taken = takenTimes(input);
  const time = (instant: Date) => formatTime(instant, { timeZone: input.timeZone });
  const { table, refusal } = input;
  return (guests) => {
    const stay = seatNowStay(input.now, input.timeZone, guests, input.config);
    const base = { minutes: stay.minutes, until: time(stay.endsAt) };
    if (guests > table.seats) {
      return { ...base, problem: seatNowTexts.tooSmall(table.name, table.seats, guests), shorter: null };
    }
    if (refusal?.freeUntil && refusal.freeMinutes !== undefined) {
      const shorter = seatNowShorterStay({
        kind: "free_until",
        freeUntil: input.now,
        freeMinutes: refusal.freeMinutes,
      });
      return {
        ...base,
        problem: refusal.message,
        shorter: shorter ? { minutes: shorter, until: refusal.freeUntil } : null,
      };
    }
    const conflict = seatNowConflict(taken, stay.startsAt, stay.endsAt);
    if (conflict === null) return { ...base, problem: null, shorter: null };
    if (conflict.kind === "busy") {
      const freeFrom = conflict.freeFrom ? time(conflict.freeFrom) : null;
      return { ...base, problem: seatNowTexts.busy(table.name, freeFrom), shorter: null };
    }
    const until = time(conflict.freeUntil);
    const shorter = seatNowShorterStay(conflict);
    return {
      ...base,
      problem: seatNowTexts.freeUntil(table.name, until),
      shorter: shorter ? { minutes: shorter, until } : null,
    };
  };
}
