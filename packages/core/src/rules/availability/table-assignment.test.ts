import { describe, expect, it } from "vitest";
import { assignTables } from "./assign-tables.ts";
import type { BookedReservation } from "./table-occupancy.ts";
import type { AvailabilityTable } from "./table-order.ts";

function table(id: string, seats: number, roomId: string | null = null, tableNumber = id): AvailabilityTable {
  return { _id: id, tableNumber, seats, roomId };
}

function assign(tables: AvailabilityTable[], partySize: number, reservations: BookedReservation[] = []) {
  return assignTables({ tables, reservations, partySize, date: "2026-06-10", time: "19:00" });
}

describe("assignTables: single table", () => {
  it("given several free tables that fit, takes the one with the fewest seats", () => {
    const tables = [table("1", 6), table("2", 4), table("3", 8), table("4", 2)];
    expect(assign(tables, 3)).toEqual({ tableIds: ["2"], seats: 4 });
  });

  it("given equally small tables, takes the lowest table number, compared numerically", () => {
    const tables = [table("a", 4, null, "10"), table("b", 4, null, "9"), table("c", 4, null, "11")];
    expect(assign(tables, 4)).toEqual({ tableIds: ["b"], seats: 4 });
  });

  it("given numeric and other table numbers, prefers the numeric ones, then compares the rest as text", () => {
    const tables = [table("a", 2, null, "B1"), table("b", 2, null, "A1"), table("c", 2, null, "7")];
    expect(assign(tables, 2)?.tableIds).toEqual(["c"]);
    expect(assign(tables.slice(0, 2), 2)?.tableIds).toEqual(["b"]);
  });

  it("given the smallest fitting table is taken in the window, takes the next smallest", () => {
    const tables = [table("1", 2), table("2", 4), table("3", 6)];
    const taken = [{ tableIds: ["2"], reservationDate: "2026-06-10", timeSlot: "18:00" }];
    expect(assign(tables, 3, taken)).toEqual({ tableIds: ["3"], seats: 6 });
  });

  it("given a reservation that ends exactly when the window starts, treats the table as free (half-open)", () => {
    const tables = [table("1", 4)];
    const before = [{ tableIds: ["1"], reservationDate: "2026-06-10", timeSlot: "17:00" }];
    expect(assign(tables, 4, before)?.tableIds).toEqual(["1"]);
  });

  it("given a cancelled reservation on the table, ignores it", () => {
    const tables = [table("1", 4)];
    const cancelled = [
      { tableId: "1", reservationDate: "2026-06-10", timeSlot: "19:00", status: "cancelled" },
    ];
    expect(assign(tables, 4, cancelled)?.tableIds).toEqual(["1"]);
  });

  it("given a no-show on the table (it frees the tables), treats the table as free", () => {
    const tables = [table("1", 4)];
    const noShow = [{ tableId: "1", reservationDate: "2026-06-10", timeSlot: "19:00", status: "no_show" }];
    expect(assign(tables, 4, noShow)?.tableIds).toEqual(["1"]);
  });
});

describe("assignTables: combinations", () => {
  it("given no single table fits, combines tables of one room only", () => {
    const tables = [table("1", 4, "terrace"), table("2", 4, "hall"), table("3", 2, "hall")];
    expect(assign(tables, 6)).toEqual({ tableIds: ["2", "3"], seats: 6 });
    expect(assign(tables.slice(0, 2), 6)).toBeNull();
  });

  it("given tables without a room, lets them form one room together", () => {
    const tables = [table("1", 4), table("2", 4, null), table("3", 6, "hall")];
    expect(assign(tables, 8)).toEqual({ tableIds: ["1", "2"], seats: 8 });
  });

  it("given a party that needs four tables, finds nothing (at most three are combined)", () => {
    const tables = [table("1", 2), table("2", 2), table("3", 2), table("4", 2)];
    expect(assign(tables, 6)).toEqual({ tableIds: ["1", "2", "3"], seats: 6 });
    expect(assign(tables, 7)).toBeNull();
  });

  it("given combinations of different sizes, takes the fewest total seats even with more tables", () => {
    const tables = [table("1", 7), table("2", 7), table("3", 3), table("4", 3), table("5", 3)];
    // 3 + 3 + 3 = 9 beats the best pair 7 + 3 = 10.
    expect(assign(tables, 9)).toEqual({ tableIds: ["3", "4", "5"], seats: 9 });
  });

  it("given equal total seats, takes the fewest tables", () => {
    const tables = [table("1", 2), table("2", 2), table("3", 4), table("4", 6)];
    // 4 + 6 = 10 and 2 + 2 + 6 = 10: the pair wins.
    expect(assign(tables, 9)).toEqual({ tableIds: ["3", "4"], seats: 10 });
  });

  it("given equal seats and table counts, takes the lowest table numbers", () => {
    const tables = [table("5", 4), table("2", 4), table("12", 4), table("3", 4)];
    expect(assign(tables, 7)).toEqual({ tableIds: ["2", "3"], seats: 8 });
  });

  it("given the best room is taken, combines in another room", () => {
    const tables = [table("1", 4, "hall"), table("2", 4, "hall"), table("3", 6, "bar"), table("4", 4, "bar")];
    const taken = [{ tableIds: ["1"], reservationDate: "2026-06-10", timeSlot: "20:00" }];
    expect(assign(tables, 8)).toEqual({ tableIds: ["1", "2"], seats: 8 });
    expect(assign(tables, 8, taken)).toEqual({ tableIds: ["3", "4"], seats: 10 });
  });
});
