const DAY_MS = 24 * 60 * 60 * 1000;
/** `YYYY-MM-DD` `days` after `from` (UTC; two days ahead or more, so the restaurant's zone cannot make it past). */
const wireDate = (from: Date, days: number) =>
  new Date(from.getTime() + days * DAY_MS).toISOString().slice(0, 10);

interface Slot {
  time: string;
  available: boolean;
}

/**
 * Bookable (date, time) pairs from the server's own answer, for future days only: from the day after
 * tomorrow on, so that no booking falls into the past or the lead time whatever the clock says.
 */
export async function futureSlots(base: string, restaurantId: string, days = 30, from = new Date()) {
  const plan: Array<{ date: string; time: string }> = [];
  for (let offset = 2; offset < 2 + days; offset += 1) {
    const date = wireDate(from, offset);
    const response = await fetch(`${base}/api/simple-timeslots/${restaurantId}/${date}/2`);
    const body = (await response.json()) as { timeSlots?: Slot[] };
    for (const slot of body.timeSlots ?? []) if (slot.available) plan.push({ date, time: slot.time });
  }
  return plan;
}

export const bookingBody = (name: string, date: string, time: string, email = "bench@bench.example") =>
  JSON.stringify({
    customerName: name,
    customerEmail: email,
    numberOfGuests: 2,
    reservationDate: date,
    timeSlot: time,
  });

/**
 * Public bookings of future slots, `concurrency` at a time; 409 (slot gone meanwhile) is counted apart, and
 * so is anything else (`other`: another status or a failed connection).
 */
export async function bookings(
  base: string,
  restaurantId: string,
  plan: Array<{ date: string; time: string }>,
  count = 200,
  concurrency = 8,
) {
  // Spread over the days: round-robin through the plan's dates.
  const byDate = new Map<string, typeof plan>();
  for (const entry of plan) byDate.set(entry.date, [...(byDate.get(entry.date) ?? []), entry]);
  const spread: typeof plan = [];
  for (let round = 0; spread.length < Math.min(count, plan.length); round += 1) {
    for (const entries of byDate.values()) {
      const entry = entries[round];
      if (entry && spread.length < count) spread.push(entry);
    }
  }
  let next = 0;
  let created = 0;
  let conflicts = 0;
  let other = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < spread.length) {
      const i = next++;
      const entry = spread[i];
      if (!entry) return;
      const response = await fetch(`${base}/api/reservation/${restaurantId}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: bookingBody(`Gast ${i}`, entry.date, entry.time),
      }).catch(() => null); // a connection the server closed while idle: counted, not retried
      if (response?.status === 201) created += 1;
      else if (response?.status === 409) conflicts += 1;
      else other += 1;
      await response?.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { created, conflicts, other, perSecond: created / seconds, remaining: plan.slice(spread.length) };
}
