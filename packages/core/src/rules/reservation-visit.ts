/**
 * The statuses of a guest who is or was really coming: confirmed, and every step of the visit after it
 * (at the door, at the table, gone). Counters, statistics and the guest book read all of them as
 * "Bestätigt"; a status that only a confirmed reservation has (the reminder, the no-show mark) is not one
 * of these places.
 */
export const honouredVisitStatuses = ["confirmed", "arrived", "seated", "completed"] as const;
export type HonouredVisitStatus = (typeof honouredVisitStatuses)[number];

/** Whether a status means the guest is or was really coming (`honouredVisitStatuses`). */
export function isHonouredVisit(status: string | null | undefined): status is HonouredVisitStatus {
  return (honouredVisitStatuses as readonly (string | null | undefined)[]).includes(status);
}

/** The statuses of a guest who sat at a table: seated now, or gone after the visit. */
export const seatedVisitStatuses = ["seated", "completed"] as const;

/** Whether the guests of a reservation count as seated covers (`seatedVisitStatuses`). */
export function isSeatedVisit(status: string | null | undefined): boolean {
  return (seatedVisitStatuses as readonly (string | null | undefined)[]).includes(status);
}

/** The statuses of a visit under way: the guest is in the restaurant (at the door or at the table). */
export const visitUnderWayStatuses = ["arrived", "seated"] as const;

/** Whether the guest is in the restaurant now (`visitUnderWayStatuses`). */
export function isVisitUnderWay(status: string | null | undefined): boolean {
  return (visitUnderWayStatuses as readonly (string | null | undefined)[]).includes(status);
}

type Instant = Date | string | null | undefined;

function msOf(value: Instant): number | null {
  if (value === null || value === undefined || value === "") return null;
  const ms = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(ms) ? null : ms;
}

/**
 * The real stay in whole minutes, from sitting down to leaving; null when either instant is unknown or
 * the order is impossible (a visit closed before it was seated has no stay to tell).
 */
export function stayMinutesOf(seatedAt: Instant, completedAt: Instant): number | null {
  const seated = msOf(seatedAt);
  const completed = msOf(completedAt);
  if (seated === null || completed === null || completed < seated) return null;
  return Math.round((completed - seated) / 60_000);
}

/** The statuses of a visit that is still open: confirmed, at the door or at the table. */
export const openVisitStatuses = ["confirmed", "arrived", "seated"] as const;

/**
 * Days after the reservation's day that a confirmed reservation nobody stepped through stays open: staff
 * catch up on an evening's no-shows the next morning, which a completed reservation would no longer allow.
 */
export const CLOSE_UNTOUCHED_VISITS_AFTER_DAYS = 1;

/** What the day's job reads to close a visit left open. */
export interface OpenVisitLike {
  status: string;
  /** The reservation's local date `YYYY-MM-DD`. */
  reservationDate: string;
  endsAt: Date;
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * Whether the cluster's job closes a visit left open (`completed`): a guest at the door or at the table
 * once the reservation's day is over (`today`, the restaurant's local date) and its time has ended; a
 * confirmed one nobody stepped through a day later still (`CLOSE_UNTOUCHED_VISITS_AFTER_DAYS`).
 */
export function isVisitDueToClose(reservation: OpenVisitLike, today: string, now: Date): boolean {
  if (!(openVisitStatuses as readonly string[]).includes(reservation.status)) return false;
  if (reservation.endsAt.getTime() > now.getTime()) return false;
  const lag = reservation.status === "confirmed" ? CLOSE_UNTOUCHED_VISITS_AFTER_DAYS : 0;
  return addDays(reservation.reservationDate, lag) < today;
}
