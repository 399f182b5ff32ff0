import { describe, expect, it } from "vitest";
import { shouldCloseSheet } from "../lib/sheet-gesture.ts";

describe("shouldCloseSheet", () => {
  it("given a drag past 25 % of the screen height, closes", () => {
    expect(shouldCloseSheet({ distance: 201, velocity: 0, screenHeight: 800 })).toBe(true);
  });

  it("given a slow drag under 25 %, springs back", () => {
    expect(shouldCloseSheet({ distance: 150, velocity: 40, screenHeight: 800 })).toBe(false);
  });

  it("given a fast swipe over 50 px, closes", () => {
    expect(shouldCloseSheet({ distance: 60, velocity: 400, screenHeight: 800 })).toBe(true);
  });

  it("given a fast flick of 50 px or less, springs back", () => {
    expect(shouldCloseSheet({ distance: 50, velocity: 900, screenHeight: 800 })).toBe(false);
  });

  it("given an upward drag, springs back", () => {
    expect(shouldCloseSheet({ distance: -300, velocity: -900, screenHeight: 800 })).toBe(false);
  });
});
