import { describe, expect, it } from "vitest";
import { adjustQuickTableCount, planQuickTableConfig, quickTableCounts } from "./quick-table-config.ts";

const tables = [
  { _id: "a", seats: 2, tableNumber: "1" },
  { _id: "b", seats: 4, tableNumber: "2" },
  { _id: "c", seats: 2, tableNumber: "7" },
  { _id: "d", seats: 2, tableNumber: "3" },
  { _id: "e", seats: 9, tableNumber: "4" },
];

describe("quickTableCounts (required: sizes 2, 3, 4, 5, 6, 7, 8, 10, 12)", () => {
  it("counts tables per quick size and ignores other sizes", () => {
    const counts = quickTableCounts(tables);
    expect(counts[2]).toBe(3);
    expect(counts[4]).toBe(1);
    expect(counts[12]).toBe(0);
    expect(Object.keys(counts)).toEqual(["2", "3", "4", "5", "6", "7", "8", "10", "12"]);
  });
});

describe("adjustQuickTableCount (required: counters cannot go below 0)", () => {
  it("adds and subtracts, stopping at 0", () => {
    const counts = quickTableCounts([]);
    expect(adjustQuickTableCount(counts, 4, 1)[4]).toBe(1);
    expect(adjustQuickTableCount(counts, 4, -1)[4]).toBe(0);
  });
});

describe("planQuickTableConfig", () => {
  it("given more wanted, creates tables numbered from the highest existing number plus one", () => {
    expect(planQuickTableConfig(tables, { 4: 3 })).toEqual({
      create: [
        { seats: 4, tableNumber: "8", name: "4er Tisch 8", location: "Hauptraum" },
        { seats: 4, tableNumber: "9", name: "4er Tisch 9", location: "Hauptraum" },
      ],
      delete: [],
      blocked: [],
    });
  });
  it("keeps counting up across sizes", () => {
    const plan = planQuickTableConfig(tables, { 3: 1, 6: 1 });
    expect(plan.create.map((t) => t.name)).toEqual(["3er Tisch 8", "6er Tisch 9"]);
  });
  it("given fewer wanted, deletes the last tables of that size, highest number first", () => {
    expect(planQuickTableConfig(tables, { 2: 1 }).delete).toEqual(["c", "d"]);
  });
  it("given no tables, starts at number 1", () => {
    expect(planQuickTableConfig([], { 2: 1 }).create[0]?.tableNumber).toBe("1");
  });
  it("given a negative count, deletes all of that size but never more", () => {
    expect(planQuickTableConfig(tables, { 4: -2 }).delete).toEqual(["b"]);
  });
  it("given non-numeric table numbers, ignores them for numbering and deletes them after numbered ones", () => {
    const named = [
      { _id: "x", seats: 2, tableNumber: "Terrasse" },
      { _id: "y", seats: 2, tableNumber: "5" },
    ];
    const plan = planQuickTableConfig(named, { 2: 1, 3: 1 });
    expect(plan.delete).toEqual(["y"]);
    expect(plan.create[0]?.tableNumber).toBe("6");
  });
  it("given unchanged counts or sizes left out, plans nothing", () => {
    expect(planQuickTableConfig(tables, { 2: 3, 4: 1 })).toEqual({ create: [], delete: [], blocked: [] });
    expect(planQuickTableConfig(tables, {})).toEqual({ create: [], delete: [], blocked: [] });
  });
  it("given the highest table of a size has upcoming reservations, deletes the highest free one instead", () => {
    const booked = tables.map((t) => (t._id === "c" ? { ...t, hasUpcomingReservations: true } : t));
    expect(planQuickTableConfig(booked, { 2: 2 })).toEqual({ create: [], delete: ["d"], blocked: [] });
  });
  it("given no table of a size can go, deletes none of it and names the size as blocked", () => {
    const booked = tables.map((t) => (t.seats === 4 ? { ...t, hasUpcomingReservations: true } : t));
    expect(planQuickTableConfig(booked, { 4: 0, 2: 2 })).toEqual({ create: [], delete: ["c"], blocked: [4] });
  });
  it("given fewer free tables than to remove, deletes the free ones and names the size as blocked", () => {
    const booked = tables.map((t) => (t._id === "c" ? { ...t, hasUpcomingReservations: true } : t));
    expect(planQuickTableConfig(booked, { 2: 0 })).toEqual({ create: [], delete: ["d", "a"], blocked: [2] });
  });
});
