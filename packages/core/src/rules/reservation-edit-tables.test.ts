import { describe, expect, it } from "vitest";
import { buildTableOccupancy } from "./availability/table-occupancy.ts";
import { tablesForEdit } from "./reservation-edit-tables.ts";

const start = Date.parse("2026-06-12T17:00:00Z");
const end = Date.parse("2026-06-12T19:00:00Z");
const tables = [
  { _id: "t2", tableNumber: "2", seats: 2 },
  { _id: "t4", tableNumber: "4", seats: 4 },
  { _id: "t6", tableNumber: "6", seats: 6 },
];
/** Table t4 busy from 18:00 to 20:00 UTC by another reservation. */
const occupancy = buildTableOccupancy(tables, [
  { startsAt: "2026-06-12T18:00:00Z", endsAt: "2026-06-12T20:00:00Z", tableIds: ["t4"] },
]);
const base = { occupancy, start, end, partySize: 2, currentTableIds: ["t2"], chosenTableIds: null };

describe("tablesForEdit, tables left to the rule", () => {
  it("given the current table still seats the party and is free, keeps it", () => {
    expect(tablesForEdit({ ...base, currentTableIds: ["t6"] })).toEqual({ kind: "ok", tableIds: ["t6"] });
  });

  it("given a party too large for the current table, picks a free fitting one by the rule", () => {
    expect(tablesForEdit({ ...base, partySize: 5 })).toEqual({ kind: "ok", tableIds: ["t6"] });
  });

  it("given the current table busy in the new window, picks another", () => {
    expect(tablesForEdit({ ...base, currentTableIds: ["t4"] })).toEqual({ kind: "ok", tableIds: ["t2"] });
  });

  it("given every fitting table busy, says taken; given a party no table ever seats, says no fitting", () => {
    const full = buildTableOccupancy(tables, [
      { startsAt: new Date(start), endsAt: new Date(end), tableIds: ["t2", "t4", "t6"] },
    ]);
    expect(tablesForEdit({ ...base, occupancy: full })).toEqual({ kind: "taken" });
    expect(tablesForEdit({ ...base, partySize: 20 })).toEqual({ kind: "no_fitting" });
  });
});

describe("tablesForEdit, tables chosen by hand", () => {
  it("given free tables that seat the party together, takes them", () => {
    expect(tablesForEdit({ ...base, partySize: 8, chosenTableIds: ["t2", "t6", "t6"] })).toEqual({
      kind: "ok",
      tableIds: ["t2", "t6"],
    });
  });

  it("given an unknown table, too few seats or a busy table, refuses with the reason", () => {
    expect(tablesForEdit({ ...base, chosenTableIds: ["t9"] })).toEqual({ kind: "unknown" });
    expect(tablesForEdit({ ...base, partySize: 3, chosenTableIds: ["t2"] })).toEqual({
      kind: "too_small",
      seats: 2,
    });
    expect(tablesForEdit({ ...base, chosenTableIds: ["t4"] })).toEqual({ kind: "taken" });
  });
});
