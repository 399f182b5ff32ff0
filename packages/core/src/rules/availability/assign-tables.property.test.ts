import { describe, expect, it } from "vitest";
import { assignTables } from "./assign-tables.ts";
import { reservationInterval } from "./intervals.ts";
import { computeDaySlots } from "./slots.ts";
import { chooseTables } from "./table-assignment.ts";
import { type AvailabilityTable, type RankedTable, rankTables } from "./table-order.ts";

/** mulberry32: a tiny deterministic PRNG, so every run books the same "random" parties. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = "2026-10-25"; // the fall-back day, so windows also cross the change

function randomTables(random: () => number, count: number): AvailabilityTable[] {
  const rooms = ["hall", "terrace", null];
  return Array.from({ length: count }, (_, index) => ({
    _id: `t${index}`,
    tableNumber: String(index + 1),
    seats: [2, 2, 3, 4, 4, 6, 8][Math.floor(random() * 7)] ?? 4,
    roomId: rooms[Math.floor(random() * rooms.length)] ?? null,
  }));
}

interface Booking {
  tableIds: string[];
  reservationDate: string;
  timeSlot: string;
  duration: number;
}

describe("assignTables: property", () => {
  it("given 600 random parties booked greedily, never puts two overlapping bookings on one table", () => {
    const random = mulberry32(20260325);
    const tables = randomTables(random, 24);
    const roomOf = new Map(tables.map((table) => [table._id, table.roomId ?? ""]));
    const seatsOf = new Map(tables.map((table) => [table._id, table.seats]));
    const bookings: Booking[] = [];
    for (let attempt = 0; attempt < 600; attempt += 1) {
      const minutes = 60 + 15 * Math.floor(random() * 80); // 01:00 .. 20:45, across the DST change
      const timeSlot = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
      const duration = [60, 90, 120, 180][Math.floor(random() * 4)] ?? 120;
      const partySize = 1 + Math.floor(random() * 14);
      const input = { tables, reservations: bookings, partySize, date: DAY, time: timeSlot };
      const assignment = assignTables({ ...input, reservationDuration: duration });
      if (!assignment) continue;
      expect(assignment.tableIds.length).toBeLessThanOrEqual(3);
      expect(new Set(assignment.tableIds.map((id) => roomOf.get(id))).size).toBe(1);
      const seats = assignment.tableIds.reduce((sum, id) => sum + (seatsOf.get(id) ?? 0), 0);
      expect(seats).toBe(assignment.seats);
      expect(seats).toBeGreaterThanOrEqual(partySize);
      bookings.push({ tableIds: assignment.tableIds, reservationDate: DAY, timeSlot, duration });
    }
    expect(bookings.length).toBeGreaterThan(100);

    const perTable = new Map<string, Array<{ start: number; end: number }>>();
    for (const booking of bookings) {
      const interval = reservationInterval(booking, "Europe/Berlin");
      if (!interval) throw new Error(`no interval for ${booking.timeSlot}`);
      for (const id of booking.tableIds) perTable.set(id, [...(perTable.get(id) ?? []), interval]);
    }
    for (const intervals of perTable.values()) {
      const sorted = [...intervals].sort((a, b) => a.start - b.start);
      for (let index = 1; index < sorted.length; index += 1) {
        expect(sorted[index]?.start).toBeGreaterThanOrEqual(sorted[index - 1]?.end ?? 0);
      }
    }
  });

  it("given random occupancies, the day's slots offer exactly what assignTables would assign", () => {
    const random = mulberry32(7);
    const tables = randomTables(random, 12);
    const bookings: Booking[] = [];
    for (let index = 0; index < 30; index += 1) {
      const minutes = 17 * 60 + 30 * Math.floor(random() * 9);
      const timeSlot = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
      const assignment = assignTables({
        tables,
        reservations: bookings,
        partySize: 4,
        date: DAY,
        time: timeSlot,
      });
      if (assignment) bookings.push({ ...assignment, reservationDate: DAY, timeSlot, duration: 120 });
    }
    const openingHours = { sunday: { isOpen: true, openTime: "17:00", closeTime: "23:00" } };
    for (const partySize of [1, 2, 5, 9, 14, 20]) {
      const day = computeDaySlots({
        date: DAY,
        openingHours,
        tables,
        reservations: bookings,
        partySize,
        now: new Date("2026-01-01T00:00:00Z"),
      });
      for (const slot of day.slots) {
        const expected = assignTables({
          tables,
          reservations: bookings,
          partySize,
          date: DAY,
          time: slot.time,
        });
        expect(slot.assignment ?? null).toEqual(expected);
      }
    }
  });
});

/** Every set of 1..3 tables of one room that seats the party, best by the rule, found the slow way. */
function bruteForce(
  tables: readonly RankedTable[],
  partySize: number,
): { ids: string[]; seats: number } | null {
  const sets: RankedTable[][] = [];
  tables.forEach((a, i) => {
    sets.push([a]);
    tables.slice(i + 1).forEach((b, j) => {
      sets.push([a, b]);
      for (const c of tables.slice(i + j + 2)) sets.push([a, b, c]);
    });
  });
  const fitting = sets.filter(
    (set) =>
      new Set(set.map((table) => table.roomKey)).size === 1 &&
      set.reduce((sum, table) => sum + table.seats, 0) >= partySize,
  );
  const singles = fitting.filter((set) => set.length === 1);
  const key = (set: RankedTable[]) => [
    set.reduce((sum, table) => sum + table.seats, 0),
    set.length,
    ...set.map((table) => table.rank).sort((a, b) => a - b),
  ];
  const compare = (a: number[], b: number[]) => {
    for (let i = 0; i < Math.max(a.length, b.length); i += 1)
      if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
    return 0;
  };
  const best = (singles.length > 0 ? singles : fitting).sort((a, b) => compare(key(a), key(b)))[0];
  if (!best) return null;
  const ids = [...best].sort((a, b) => a.rank - b.rank).map((table) => table.id);
  return { ids, seats: best.reduce((sum, table) => sum + table.seats, 0) };
}

describe("chooseTables: property", () => {
  it("given 400 random table sets and parties, agrees with a brute-force search of all combinations", () => {
    const random = mulberry32(42);
    for (let round = 0; round < 400; round += 1) {
      const tables = rankTables(randomTables(random, 1 + Math.floor(random() * 11)));
      const partySize = 1 + Math.floor(random() * 20);
      const chosen = chooseTables(tables, partySize);
      const expected = bruteForce(tables, partySize);
      expect(chosen && { ids: chosen.tableIds, seats: chosen.seats }).toEqual(expected);
    }
  });
});
