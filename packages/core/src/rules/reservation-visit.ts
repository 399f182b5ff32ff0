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
