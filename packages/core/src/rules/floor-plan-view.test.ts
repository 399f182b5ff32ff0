import { describe, expect, it } from "vitest";
import {
  clampFloorPlanZoom,
  fitFloorPlanView,
  isFloorPlanTap,
  layoutBoundsOf,
  zoomFloorPlanView,
} from "./floor-plan-view.ts";

describe("clampFloorPlanZoom (spec 2.6: zoom 0.3 to 3)", () => {
  it("given 0.1 and 5, holds them at 0.3 and 3", () => {
    expect(clampFloorPlanZoom(0.1)).toBe(0.3);
    expect(clampFloorPlanZoom(5)).toBe(3);
  });
  it("given 1.5, keeps it; given NaN, gives 1", () => {
    expect(clampFloorPlanZoom(1.5)).toBe(1.5);
    expect(clampFloorPlanZoom(Number.NaN)).toBe(1);
  });
});

describe("zoomFloorPlanView", () => {
  it("given a zoom to 2 around (100, 100), keeps the layout point under the anchor", () => {
    const view = zoomFloorPlanView({ x: 0, y: 0, scale: 1 }, 2, { x: 100, y: 100 });
    expect(view).toEqual({ x: -100, y: -100, scale: 2 });
  });
  it("given a zoom beyond 3, stops at 3", () => {
    expect(zoomFloorPlanView({ x: 0, y: 0, scale: 2 }, 10, { x: 0, y: 0 }).scale).toBe(3);
  });
});

describe("isFloorPlanTap (spec 2.6: under 500 ms and under 10 px)", () => {
  it("given 499 ms and 9 px, is a tap", () => {
    expect(isFloorPlanTap(499, 9)).toBe(true);
  });
  it("given 500 ms or 10 px, is not", () => {
    expect(isFloorPlanTap(500, 0)).toBe(false);
    expect(isFloorPlanTap(100, 10)).toBe(false);
  });
});

describe("layoutBoundsOf and fitFloorPlanView", () => {
  it("given no points, has no bounds and fits to scale 1", () => {
    expect(layoutBoundsOf([])).toBeNull();
    expect(fitFloorPlanView(null, 800, 600)).toEqual({ x: 0, y: 0, scale: 1 });
  });
  it("given a 400 x 300 box in an 800 x 600 viewport without padding, doubles and centres it", () => {
    const bounds = layoutBoundsOf([
      { x: 100, y: 50 },
      { x: 500, y: 350 },
    ]);
    expect(bounds).toEqual({ minX: 100, minY: 50, maxX: 500, maxY: 350 });
    expect(fitFloorPlanView(bounds, 800, 600, 0)).toEqual({ x: -200, y: -100, scale: 2 });
  });
  it("given a huge box, stops at the minimum zoom 0.3", () => {
    const bounds = { minX: 0, minY: 0, maxX: 100_000, maxY: 100_000 };
    expect(fitFloorPlanView(bounds, 800, 600).scale).toBe(0.3);
  });
});
