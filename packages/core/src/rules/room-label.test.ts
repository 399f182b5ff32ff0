import { describe, expect, it } from "vitest";
import { roomLabelPosition, tableFootprintBox } from "./room-label.ts";

const room = [
  { x: 0, y: 0 },
  { x: 400, y: 0 },
  { x: 400, y: 300 },
  { x: 0, y: 300 },
];
const label = { width: 60, height: 16 };
const table = (x: number, y: number, rotation = 0) => ({ x, y, width: 60, height: 60, rotation });

describe("tableFootprintBox", () => {
  it("given a table turned by 90°, swaps width and height; by 45°, covers its diagonal", () => {
    expect(tableFootprintBox({ x: 100, y: 100, width: 90, height: 60, rotation: 90 })).toMatchObject({
      width: expect.closeTo(60, 6),
      height: expect.closeTo(90, 6),
    });
    expect(tableFootprintBox(table(100, 100, 45)).width).toBeCloseTo(60 * Math.SQRT2, 6);
  });
});

describe("roomLabelPosition", () => {
  it("given no table in the corner, keeps the name at the top-left corner", () => {
    expect(roomLabelPosition(room, label, [table(300, 200)])).toEqual({ x: 8, y: 8 });
  });

  it("given a table on the top-left corner, moves the name to where no table covers it", () => {
    const tables = [table(40, 40)];
    const at = roomLabelPosition(room, label, tables);
    expect(at).not.toBeNull();
    const box = { ...(at as { x: number; y: number }), ...label };
    const covered = tableFootprintBox(tables[0] as ReturnType<typeof table>);
    const overlap =
      box.x < covered.x + covered.width &&
      covered.x < box.x + box.width &&
      box.y < covered.y + covered.height &&
      covered.y < box.y + box.height;
    expect(overlap).toBe(false);
    expect(at?.y).toBe(8);
  });

  it("given a room full of tables, draws the name just above the room", () => {
    const tables = [];
    for (let x = 30; x < 400; x += 60) for (let y = 30; y < 300; y += 60) tables.push(table(x, y));
    expect(roomLabelPosition(room, label, tables)).toEqual({ x: 0, y: -20 });
  });

  it("given an L-shaped room, keeps the name inside the room", () => {
    const lShape = [
      { x: 0, y: 0 },
      { x: 100, y: 0 },
      { x: 100, y: 100 },
      { x: 300, y: 100 },
      { x: 300, y: 200 },
      { x: 0, y: 200 },
    ];
    const at = roomLabelPosition(lShape, { width: 120, height: 16 }, []);
    expect(at?.y).toBeGreaterThanOrEqual(100);
  });

  it("given no points, answers null", () => {
    expect(roomLabelPosition([], label, [])).toBeNull();
  });
});
