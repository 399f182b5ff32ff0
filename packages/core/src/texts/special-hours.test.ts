import { describe, expect, it } from "vitest";
import { specialHourTypeLabel } from "./special-hours.ts";

describe("specialHourTypeLabel", () => {
  it("given each type, shows Feiertag, Urlaub, Besonderes Ereignis, Geschlossen, Sonstiges", () => {
    expect(specialHourTypeLabel("holiday")).toBe("Feiertag");
    expect(specialHourTypeLabel("vacation")).toBe("Urlaub");
    expect(specialHourTypeLabel("special_event")).toBe("Besonderes Ereignis");
    expect(specialHourTypeLabel("closed")).toBe("Geschlossen");
    expect(specialHourTypeLabel("other")).toBe("Sonstiges");
  });
  it("given an unknown, empty or missing type, shows Sonstiges", () => {
    expect(specialHourTypeLabel("birthday")).toBe("Sonstiges");
    expect(specialHourTypeLabel("")).toBe("Sonstiges");
    expect(specialHourTypeLabel(null)).toBe("Sonstiges");
  });
  it("given an inherited object key such as 'toString', shows Sonstiges", () => {
    expect(specialHourTypeLabel("toString")).toBe("Sonstiges");
  });
});
