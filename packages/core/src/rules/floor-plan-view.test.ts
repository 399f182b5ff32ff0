import { describe, expect, it } from "vitest";
import {
  clampFloorPlanZoom,
  fitFloorPlanView,
  focusFloorPlanView,
  isFloorPlanTap,
  layoutBoundsOf,
  openingFloorPlanView,
  zoomFloorPlanView,
} from "./floor-plan-view.ts";

describe("clampFloorPlanZoom (zoom 0.3 to 3)", () => {
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

describe("isFloorPlanTap (under 500 ms and under 10 px)", () => {
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
  it("given a 400 x 300 box in a 600 x 450 viewport without padding, enlarges it 1.5 times and centres it", () => {
    const bounds = layoutBoundsOf([
      { x: 100, y: 50 },
      { x: 500, y: 350 },
    ]);
    expect(bounds).toEqual({ minX: 100, minY: 50, maxX: 500, maxY: 350 });
    expect(fitFloorPlanView(bounds, 600, 450, 0)).toEqual({ x: -150, y: -75, scale: 1.5 });
  });
  it("given one small table in a large viewport, magnifies at most 1.5 times (3 only by hand)", () => {
    const bounds = { minX: 0, minY: 0, maxX: 60, maxY: 60 };
    expect(fitFloorPlanView(bounds, 800, 600).scale).toBe(1.5);
  });
  it("given a huge box, stops at the minimum zoom 0.3", () => {
    const bounds = { minX: 0, minY: 0, maxX: 100_000, maxY: 100_000 };
    expect(fitFloorPlanView(bounds, 800, 600).scale).toBe(0.3);
  });
});

/** The demo's two rooms side by side: 900 layout px wide in all. */
const mainRoom = { minX: 30, minY: 30, maxX: 540, maxY: 420 };
const terrace = { minX: 570, minY: 30, maxX: 900, maxY: 420 };
const everything = { minX: 30, minY: 30, maxX: 900, maxY: 420 };

describe("focusFloorPlanView (table numbers readable at 0.9 or more)", () => {
  it("given a room that fits at 0.9 or more, fits it", () => {
    expect(focusFloorPlanView(terrace, 800, 600).scale).toBeCloseTo((600 - 48) / 390);
  });
  it("given a room wider than a 358 px phone canvas at 0.9, shows its left edge at 0.9 and centres it vertically", () => {
    const view = focusFloorPlanView(mainRoom, 358, 506);
    expect(view.scale).toBe(0.9);
    expect(view.x).toBeCloseTo(24 - 30 * 0.9);
    // 390 px tall at 0.9 is 351 px: fits into 506 px with padding, so it is centred.
    expect(view.y).toBeCloseTo((506 - 390 * 0.9) / 2 - 30 * 0.9);
  });
});

describe("openingFloorPlanView", () => {
  it("given a desktop canvas where everything fits readable, shows everything", () => {
    expect(openingFloorPlanView(everything, [mainRoom, terrace], 1100, 600)).toEqual(
      fitFloorPlanView(everything, 1100, 600),
    );
  });
  it("given a 390 px phone, where everything would open at 40 %, opens on the first room at 90 %", () => {
    expect(fitFloorPlanView(everything, 358, 506).scale).toBeLessThan(0.4);
    expect(openingFloorPlanView(everything, [mainRoom, terrace], 358, 506)).toEqual(
      focusFloorPlanView(mainRoom, 358, 506),
    );
  });
  it("given no rooms, focuses the tables' box", () => {
    expect(openingFloorPlanView(everything, [], 358, 506)).toEqual(focusFloorPlanView(everything, 358, 506));
  });
});
