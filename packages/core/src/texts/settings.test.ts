import { describe, expect, it } from "vitest";
import { cuisineSelectOptions, reservationDurationOptionLabel } from "./settings.ts";

describe("settings texts", () => {
  it("given 120 minutes (the required default), marks it as Standard", () => {
    expect(reservationDurationOptionLabel(120)).toBe("120 Minuten (Standard)");
  });
  it("given 90 minutes, shows the minutes only", () => {
    expect(reservationDurationOptionLabel(90)).toBe("90 Minuten");
  });
  it("given an explicit default flag, follows it", () => {
    expect(reservationDurationOptionLabel(150, true)).toBe("150 Minuten (Standard)");
    expect(reservationDurationOptionLabel(120, false)).toBe("120 Minuten");
  });
  it("given the cuisine select, offers the nine required options in order and then Café", () => {
    expect(cuisineSelectOptions.join(", ")).toBe(
      "Deutsch, Italienisch, Französisch, Griechisch, International, Asiatisch, Mexikanisch, Vegetarisch, Vegan, Café",
    );
  });
});
