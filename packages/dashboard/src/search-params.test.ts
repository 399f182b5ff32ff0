import { describe, expect, it } from "vitest";
import { validateFloorplanSearch } from "./search-params.ts";

describe("validateFloorplanSearch", () => {
  it("given a time, keeps it as HH:MM; given minutes ahead, keeps them", () => {
    expect(validateFloorplanSearch({ time: "19:30" })).toEqual({ time: "19:30" });
    expect(validateFloorplanSearch({ time: "9:30" })).toEqual({ time: "09:30" });
    expect(validateFloorplanSearch({ ahead: 30 })).toEqual({ ahead: 30 });
    expect(validateFloorplanSearch({ ahead: "30" })).toEqual({ ahead: 30 });
  });
  it("given both, the time wins; given anything unreadable, shows now", () => {
    expect(validateFloorplanSearch({ time: "20:00", ahead: 30 })).toEqual({ time: "20:00" });
    for (const search of [
      { time: "25:00" },
      { ahead: 0 },
      { ahead: -30 },
      { ahead: 1.5 },
      { ahead: 5000 },
      {},
    ]) {
      expect(validateFloorplanSearch(search)).toEqual({});
    }
  });
});
