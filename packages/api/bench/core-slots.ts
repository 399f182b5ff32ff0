import { type BookedReservation, computeDaySlots } from "@tischservice/core";

/** Core's slot computation for one day with 60 tables and 500 reservations, per call (occupancy included). */
export function benchCoreSlots(maxMs = 2000, maxCalls = 2000) {
  const tables = Array.from({ length: 60 }, (_, i) => ({
    _id: `t${i + 1}`,
    tableNumber: String(i + 1),
    seats: [2, 2, 4, 4, 6, 8][i % 6] ?? 4,
    roomId: `r${i % 3}`,
  }));
  const day = Date.parse("2026-06-10T00:00:00+02:00");
  const reservations: BookedReservation[] = Array.from({ length: 500 }, (_, i) => {
    const start = day + (11 * 60 + (i % 20) * 30) * 60_000;
    return {
      startsAt: new Date(start),
      endsAt: new Date(start + 120 * 60_000),
      tableIds: [`t${(i % 60) + 1}`],
      status: "confirmed",
    };
  });
  const openingHours = Object.fromEntries(
    ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [
      day,
      { isOpen: true, openTime: "10:00", closeTime: "23:30" },
    ]),
  );
  const run = () =>
    computeDaySlots({
      date: "2026-06-10",
      openingHours,
      tables,
      reservations,
      partySize: 5,
      now: new Date("2026-06-01T10:00:00Z"),
      timeZone: "Europe/Berlin",
    });
  for (let i = 0; i < 50; i += 1) run(); // warm-up
  let calls = 0;
  const started = performance.now();
  while (calls < maxCalls && performance.now() - started < maxMs) {
    run();
    calls += 1;
  }
  const perCallMs = (performance.now() - started) / calls;
  return { calls, perCallMs, slots: run().slots.length };
}
