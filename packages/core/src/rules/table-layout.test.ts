import { describe, expect, it } from "vitest";
import {
  isUnplacedTable,
  provisionalTablePositions,
  tableDisplaySize,
  tablePositionOrDefault,
} from "./table-layout.ts";

describe("tableDisplaySize (required: width ceil(seats/2)*30, height 60)", () => {
  it("draws 2 seats 30 wide, 3 and 4 seats 60 wide, 12 seats 180 wide, all 60 high", () => {
    expect(tableDisplaySize(2)).toEqual({ width: 30, height: 60 });
    expect(tableDisplaySize(3)).toEqual({ width: 60, height: 60 });
    expect(tableDisplaySize(4)).toEqual({ width: 60, height: 60 });
    expect(tableDisplaySize(12)).toEqual({ width: 180, height: 60 });
  });
  it("given 0, a negative or no seat count, draws one seat", () => {
    expect(tableDisplaySize(0).width).toBe(30);
    expect(tableDisplaySize(-4).width).toBe(30);
    expect(tableDisplaySize(undefined).width).toBe(30);
  });
});

describe("tablePositionOrDefault (required: x 75, y 75, rotation 0)", () => {
  it("given no position, uses the default", () => {
    expect(tablePositionOrDefault(undefined)).toEqual({ x: 75, y: 75, rotation: 0 });
  });
  it("keeps the valid parts, including 0, and fills the rest", () => {
    expect(tablePositionOrDefault({ x: 0, y: Number.NaN, rotation: 90 })).toEqual({
      x: 0,
      y: 75,
      rotation: 90,
    });
  });
});

const table = (id: string, seats: number, extra: object = {}) => ({
  _id: id,
  seats,
  tableNumber: id,
  roomId: null,
  position: { x: 75, y: 75, rotation: 0 },
  ...extra,
});

describe("isUnplacedTable", () => {
  it("given a table in no room on the default spot (as the quick setup makes them), is unplaced", () => {
    expect(isUnplacedTable(table("1", 2))).toBe(true);
    expect(isUnplacedTable(table("1", 2, { position: undefined }))).toBe(true);
  });
  it("given a table in a room or moved away from the default spot, is placed", () => {
    expect(isUnplacedTable(table("1", 2, { roomId: "room-1" }))).toBe(false);
    expect(isUnplacedTable(table("1", 2, { position: { x: 105, y: 75, rotation: 0 } }))).toBe(false);
  });
});

describe("provisionalTablePositions", () => {
  it("given ten quick-setup tables on one spot, stands them in rows by number, none on another", () => {
    const tables = ["10", "2", "1", "3", "4", "5", "6", "7", "8", "9"].map((n) => table(n, 4));
    const positions = provisionalTablePositions(tables);
    // 4 seats draw 60 px wide, 120 px apart: the first row holds 1 to 6 (a seventh would end at 810 px, past 770).
    expect(positions.get("1")).toEqual({ x: 60, y: 60, rotation: 0 });
    expect(positions.get("2")).toEqual({ x: 180, y: 60, rotation: 0 });
    expect(positions.get("6")).toEqual({ x: 660, y: 60, rotation: 0 });
    expect(positions.get("7")).toEqual({ x: 60, y: 180, rotation: 0 });
    expect(positions.get("10")).toEqual({ x: 420, y: 180, rotation: 0 });
    const spots = new Set([...positions.values()].map(({ x, y }) => `${x},${y}`));
    expect(spots.size).toBe(10);
  });
  it("given placed tables beside unplaced ones, keeps the placed ones where they are", () => {
    const placed = table("5", 2, { roomId: "room-1", position: { x: 300, y: 200, rotation: 45 } });
    const positions = provisionalTablePositions([placed, table("1", 2)]);
    expect(positions.get("5")).toEqual({ x: 300, y: 200, rotation: 45 });
    expect(positions.get("1")).toEqual({ x: 45, y: 60, rotation: 0 });
  });
});
