import type { SeededRandom } from "./seeded-random.ts";

/**
 * When a past visit's guests sat down (0–10 minutes after the booked time) and left (55–80 minutes later),
 * as staff step through a visit: the statistics' average stay then has real data.
 */
export function pastVisit(startsAt: Date, rnd: SeededRandom): { seatedAt: Date; leftAt: Date } {
  const seatedAt = new Date(startsAt.getTime() + rnd.int(0, 10) * 60_000);
  const leftAt = new Date(seatedAt.getTime() + rnd.int(55, 80) * 60_000);
  return { seatedAt, leftAt };
}
