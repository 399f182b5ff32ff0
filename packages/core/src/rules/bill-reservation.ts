/** What the choice of the reservation a table's bill closes reads from each candidate. */
export interface BillCandidateLike {
  status: string;
  startsAt: Date;
  arrivedAt?: Date | null;
  seatedAt?: Date | null;
}

function latest<T extends BillCandidateLike>(list: readonly T[], instant: (r: T) => number): T | null {
  let best: T | null = null;
  for (const candidate of list) {
    if (best === null || instant(candidate) > instant(best)) best = candidate;
  }
  return best;
}

/**
 * The reservation whose guests leave when their table's bill is paid at `now`: the guest seated there (the
 * latest seated, should there be two), else the one waiting at the door, else the confirmed reservation
 * that started last by now (the guests may have stayed past the booked end; staff never tapped a step).
 * A reservation still to come is never closed by someone else's bill. The candidates are the table's
 * reservations around `now` that still hold it; null when none fits.
 */
export function billReservationOf<T extends BillCandidateLike>(
  candidates: readonly T[],
  now: Date,
): T | null {
  const seated = candidates.filter((r) => r.status === "seated");
  if (seated.length > 0) return latest(seated, (r) => (r.seatedAt ?? r.startsAt).getTime());
  const arrived = candidates.filter((r) => r.status === "arrived");
  if (arrived.length > 0) return latest(arrived, (r) => (r.arrivedAt ?? r.startsAt).getTime());
  const started = candidates.filter((r) => r.status === "confirmed" && r.startsAt.getTime() <= now.getTime());
  return latest(started, (r) => r.startsAt.getTime());
}
