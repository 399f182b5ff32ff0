import { describe, expect, it } from "vitest";
import {
  canSaveRoom,
  findRoomAtPoint,
  isPointInPolygon,
  isValidRoomShape,
  normalizeTableRotation,
  rotateTableStep,
  snapToLayoutGrid,
  straightenRoomSegment,
} from "./room-geometry.ts";

describe("snapToLayoutGrid (required: 30 px grid)", () => {
  it("snaps to the nearest multiple of 30; exactly halfway rounds up", () => {
    expect(snapToLayoutGrid({ x: 44, y: 46 })).toEqual({ x: 30, y: 60 });
    expect(snapToLayoutGrid({ x: 15, y: 0 })).toEqual({ x: 30, y: 0 });
  });
  it("never returns -0 for small negative values", () => {
    expect(Object.is(snapToLayoutGrid({ x: -10, y: -14 }).x, 0)).toBe(true);
  });
});

describe("straightenRoomSegment (required: horizontal, vertical or 45°, 0.7 ratio)", () => {
  const from = { x: 0, y: 0 };
  it("given a mostly horizontal segment (ratio below 0.7), keeps it horizontal", () => {
    expect(straightenRoomSegment(from, { x: 100, y: 60 })).toEqual({ x: 100, y: 0 });
  });
  it("given a mostly vertical segment, keeps it vertical", () => {
    expect(straightenRoomSegment(from, { x: -30, y: -90 })).toEqual({ x: 0, y: -90 });
  });
  it("given a ratio of exactly 0.7, snaps to the diagonal at the longer distance", () => {
    expect(straightenRoomSegment(from, { x: 100, y: -70 })).toEqual({ x: 100, y: -100 });
  });
  it("given a ratio just below 0.7, takes the dominant axis", () => {
    expect(straightenRoomSegment(from, { x: 100, y: 69 })).toEqual({ x: 100, y: 0 });
  });
  it("given a zero-length segment, returns the point", () => {
    expect(straightenRoomSegment({ x: 30, y: 30 }, { x: 30, y: 30 })).toEqual({ x: 30, y: 30 });
  });
});

describe("room shapes (required: at least 3 points and a name)", () => {
  const triangle = [
    { x: 0, y: 0 },
    { x: 90, y: 0 },
    { x: 0, y: 90 },
  ];
  it("accepts 3 points and refuses 2 or invalid coordinates", () => {
    expect(isValidRoomShape(triangle)).toBe(true);
    expect(isValidRoomShape(triangle.slice(0, 2))).toBe(false);
    expect(isValidRoomShape([...triangle.slice(0, 2), { x: Number.NaN, y: 0 }])).toBe(false);
    expect(isValidRoomShape(null)).toBe(false);
  });
  it("can save only with a non-blank name", () => {
    expect(canSaveRoom(triangle, "Terrasse")).toBe(true);
    expect(canSaveRoom(triangle, "  ")).toBe(false);
  });
});

describe("isPointInPolygon", () => {
  const square = [
    { x: 0, y: 0 },
    { x: 300, y: 0 },
    { x: 300, y: 300 },
    { x: 0, y: 300 },
  ];
  const lShape = [
    { x: 0, y: 0 },
    { x: 300, y: 0 },
    { x: 300, y: 90 },
    { x: 90, y: 90 },
    { x: 90, y: 300 },
    { x: 0, y: 300 },
  ];
  it("finds inside and outside points of a square", () => {
    expect(isPointInPolygon({ x: 150, y: 150 }, square)).toBe(true);
    expect(isPointInPolygon({ x: 301, y: 150 }, square)).toBe(false);
  });
  it("counts edges and corners as inside", () => {
    expect(isPointInPolygon({ x: 300, y: 150 }, square)).toBe(true);
    expect(isPointInPolygon({ x: 0, y: 0 }, square)).toBe(true);
  });
  it("handles concave rooms: the notch of an L is outside", () => {
    expect(isPointInPolygon({ x: 200, y: 200 }, lShape)).toBe(false);
    expect(isPointInPolygon({ x: 45, y: 200 }, lShape)).toBe(true);
  });
  it("given fewer than 3 points, is never inside", () => {
    expect(isPointInPolygon({ x: 0, y: 0 }, square.slice(0, 2))).toBe(false);
  });
  it("findRoomAtPoint returns the topmost (last) room containing the point, else null", () => {
    const rooms = [
      { _id: "hall", shape: square },
      { _id: "corner", shape: lShape },
      { _id: "broken", shape: [] },
    ];
    expect(findRoomAtPoint({ x: 45, y: 45 }, rooms)?._id).toBe("corner");
    expect(findRoomAtPoint({ x: 200, y: 200 }, rooms)?._id).toBe("hall");
    expect(findRoomAtPoint({ x: 500, y: 500 }, rooms)).toBeNull();
  });
});

describe("table rotation (required: R rotates by 45°)", () => {
  it("steps 0 → 45 and 315 → 0", () => {
    expect(rotateTableStep(0)).toBe(45);
    expect(rotateTableStep(315)).toBe(0);
  });
  it("normalises negative, large and off-step angles to 0..315", () => {
    expect(normalizeTableRotation(-45)).toBe(315);
    expect(normalizeTableRotation(720 + 90)).toBe(90);
    expect(normalizeTableRotation(50)).toBe(45);
    expect(normalizeTableRotation(Number.NaN)).toBe(0);
  });
});
