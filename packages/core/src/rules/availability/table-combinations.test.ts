import { describe, expect, it } from "vitest";
import { assignTables } from "./assign-tables.ts";
import { SLOT_STATUS_TEXTS } from "./slot-status.ts";
import { computeDaySlots } from "./slots.ts";
import type { BookedReservation } from "./table-occupancy.ts";
import type { AvailabilityCombination, AvailabilityTable } from "./table-order.ts";

function table(id: string, seats: number, roomId: string | null = null, internal = false): AvailabilityTable {
  return { _id: id, tableNumber: id, seats, roomId, internal };
}

function combination(id: string, ...tableIds: string[]): AvailabilityCombination {
  return { _id: id, tableIds };
}

function assign(
  tables: AvailabilityTable[],
  partySize: number,
  options: {
    combinations?: AvailabilityCombination[];
    reservations?: BookedReservation[];
    channel?: "public" | "staff";
  } = {},
) {
  return assignTables({
    tables,
    combinations: options.combinations,
    reservations: options.reservations ?? [],
    partySize,
    date: "2026-06-10",
    time: "19:00",
    channel: options.channel,
  });
}

describe("assignTables: combinations the restaurant defined", () => {
  const room = [table("1", 4), table("2", 4), table("3", 4), table("4", 2)];

  it("given no combination is defined, joins tables of one room automatically as before", () => {
    expect(assign(room, 8)).toEqual({ tableIds: ["1", "2"], seats: 8 });
  });

  it("given a defined combination, joins only that one, not the smaller automatic pair", () => {
    const combinations = [combination("c1", "2", "3")];
    expect(assign(room, 8, { combinations })).toEqual({ tableIds: ["2", "3"], seats: 8 });
    expect(assign(room, 6, { combinations })).toEqual({ tableIds: ["2", "3"], seats: 8 });
  });

  it("given a defined combination that is too small, finds nothing rather than joining other tables", () => {
    expect(assign(room, 9, { combinations: [combination("c1", "1", "4")] })).toBeNull();
  });

  it("takes the smallest fitting single table first, so two guests never take a combined table", () => {
    const combinations = [combination("c1", "4", "1")];
    expect(assign(room, 2, { combinations })).toEqual({ tableIds: ["4"], seats: 2 });
    expect(assign(room, 4, { combinations })).toEqual({ tableIds: ["1"], seats: 4 });
  });

  it("takes the fitting combination with the fewest seats, then the fewest tables", () => {
    const combinations = [
      combination("big", "1", "2", "3"),
      combination("three", "1", "4", "2"),
      combination("two", "3", "2"),
    ];
    expect(assign(room, 7, { combinations })).toEqual({ tableIds: ["2", "3"], seats: 8 });
    expect(assign(room, 9, { combinations })).toEqual({ tableIds: ["1", "2", "4"], seats: 10 });
  });

  it("given two fitting combinations with the same seats, takes the one with fewer tables", () => {
    const tables = [table("1", 4), table("2", 4), table("3", 2), table("4", 2), table("5", 4)];
    const combinations = [combination("three", "3", "4", "5"), combination("two", "2", "1")];
    expect(assign(tables, 7, { combinations })).toEqual({ tableIds: ["1", "2"], seats: 8 });
  });

  it("joins tables of different rooms when the owner defined them together", () => {
    const tables = [table("1", 4, "terrace"), table("2", 4, "hall")];
    expect(assign(tables, 8)).toBeNull();
    expect(assign(tables, 8, { combinations: [combination("c", "1", "2")] })?.tableIds).toEqual(["1", "2"]);
  });

  it("given a table of the combination is booked in the window, does not offer the combination", () => {
    const combinations = [combination("c1", "2", "3"), combination("c2", "1", "2", "4")];
    const reservations = [{ tableIds: ["3"], reservationDate: "2026-06-10", timeSlot: "18:30" }];
    expect(assign(room, 8, { combinations, reservations })).toEqual({ tableIds: ["1", "2", "4"], seats: 10 });
  });

  it("leaves out a combination naming a table the restaurant no longer has", () => {
    expect(assign(room, 8, { combinations: [combination("c1", "2", "gone")] })).toBeNull();
  });
});

describe("assignTables: tables 'Nur intern'", () => {
  const tables = [table("1", 2, null, true), table("2", 4), table("3", 4, null, true)];

  it("given an online booking, never assigns an internal table", () => {
    expect(assign(tables, 2)).toEqual({ tableIds: ["2"], seats: 4 });
    expect(assign([table("1", 2, null, true)], 2)).toBeNull();
  });

  it("given staff booking, may assign an internal table", () => {
    expect(assign(tables, 2, { channel: "staff" })).toEqual({ tableIds: ["1"], seats: 2 });
  });

  it("treats a combination holding an internal table as internal for online bookings", () => {
    const combinations = [combination("c1", "2", "3")];
    expect(assign(tables, 8, { combinations })).toBeNull();
    expect(assign(tables, 8, { combinations, channel: "staff" })?.tableIds).toEqual(["2", "3"]);
  });

  it("given all combinations are internal, online bookings are not joined automatically instead", () => {
    const all = [table("1", 4), table("2", 4), table("3", 4, null, true)];
    expect(assign(all, 8, { combinations: [combination("c1", "1", "3")] })).toBeNull();
  });
});

describe("computeDaySlots with combinations and internal tables", () => {
  const base = {
    date: "2026-06-10",
    openingHours: { wednesday: { isOpen: true, openTime: "18:00", closeTime: "22:00" } },
    reservations: [],
    // A fixed clock a week before the day.
    now: new Date("2026-06-03T10:00:00Z"),
  };

  it("gives an online party 'no fitting tables' when only an internal combination seats it", () => {
    const tables = [table("1", 4), table("2", 4, null, true)];
    const combinations = [combination("c", "1", "2")];
    const online = computeDaySlots({ ...base, tables, combinations, partySize: 8 });
    expect(online.slots[0]?.available).toBe(false);
    expect(online.slots[0]?.status).toBe(SLOT_STATUS_TEXTS.noFittingTables);
    const staff = computeDaySlots({ ...base, tables, combinations, partySize: 8, channel: "staff" });
    expect(staff.slots[0]?.assignment).toEqual({ tableIds: ["1", "2"], seats: 8 });
  });
});
