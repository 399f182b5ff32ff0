import { describe, expect, it } from "vitest";
import {
  DEFAULT_STAY_DURATIONS,
  stayDurationsOf,
  stayDurationsProblem,
  stayMinutesFor,
} from "./stay-durations.ts";

describe("stayMinutesFor (1–2 guests 90 min, 3–4 120 min, 5–8 150 min, 9 and more 180 min)", () => {
  it("given a configuration without stay durations, applies the defaults by party size", () => {
    const config = {};
    expect([1, 2].map((guests) => stayMinutesFor(config, guests))).toEqual([90, 90]);
    expect([3, 4].map((guests) => stayMinutesFor(config, guests))).toEqual([120, 120]);
    expect([5, 6, 8].map((guests) => stayMinutesFor(config, guests))).toEqual([150, 150, 150]);
    expect([9, 12, 30].map((guests) => stayMinutesFor(config, guests))).toEqual([180, 180, 180]);
  });
  it("given the old single duration still at its old default of 120, applies the defaults", () => {
    expect(stayMinutesFor({ reservationDuration: 120 }, 2)).toBe(90);
    expect(stayMinutesFor({ reservationDuration: 120 }, 6)).toBe(150);
  });
  it("given an old single duration the restaurant had chosen (150), keeps it for every party size", () => {
    expect(stayDurationsOf({ reservationDuration: 150 })).toEqual([{ minutes: 150 }]);
    expect(stayMinutesFor({ reservationDuration: 150 }, 2)).toBe(150);
    expect(stayMinutesFor({ reservationDuration: 150 }, 10)).toBe(150);
  });
  it("given a saved list, it wins over the old single duration", () => {
    const config = {
      reservationDuration: 150,
      stayDurations: [{ maxGuests: 4, minutes: 60 }, { minutes: 240 }],
    };
    expect(stayMinutesFor(config, 4)).toBe(60);
    expect(stayMinutesFor(config, 5)).toBe(240);
  });
  it("given a stored list that is not valid, falls back instead of using it", () => {
    expect(stayMinutesFor({ stayDurations: [{ maxGuests: 4, minutes: 60 }] }, 2)).toBe(90);
  });
});

describe("stayDurationsProblem", () => {
  it("given the defaults, finds nothing", () => {
    expect(DEFAULT_STAY_DURATIONS).toEqual([
      { maxGuests: 2, minutes: 90 },
      { maxGuests: 4, minutes: 120 },
      { maxGuests: 8, minutes: 150 },
      { minutes: 180 },
    ]);
    expect(stayDurationsProblem(DEFAULT_STAY_DURATIONS)).toBeNull();
    expect(stayDurationsProblem([{ minutes: 120 }])).toBeNull();
  });
  it("given an empty list or more than 10 rows, refuses the list", () => {
    expect(stayDurationsProblem([])).toEqual({
      row: -1,
      message: "Bitte legen Sie zwischen 1 und 10 Zeilen für die Aufenthaltsdauer an.",
    });
    const many = [
      ...Array.from({ length: 10 }, (_, i) => ({ maxGuests: i + 1, minutes: 90 })),
      { minutes: 90 },
    ];
    expect(stayDurationsProblem(many)?.row).toBe(-1);
  });
  it("given guest limits that do not grow, names the row", () => {
    expect(
      stayDurationsProblem([{ maxGuests: 4, minutes: 90 }, { maxGuests: 4, minutes: 120 }, { minutes: 150 }]),
    ).toEqual({
      row: 1,
      message: "Jede Zeile braucht mehr Gäste als die Zeile davor.",
    });
  });
  it("given minutes out of bounds or not whole, refuses with the bounds", () => {
    const message = "Bitte geben Sie die Aufenthaltsdauer in ganzen Minuten zwischen 30 und 360 an.";
    expect(stayDurationsProblem([{ maxGuests: 2, minutes: 0 }, { minutes: 90 }])).toEqual({
      row: 0,
      message,
    });
    expect(stayDurationsProblem([{ maxGuests: 2, minutes: 90 }, { minutes: 361 }])).toEqual({
      row: 1,
      message,
    });
    expect(stayDurationsProblem([{ minutes: 90.5 }])).toEqual({ row: 0, message });
    expect(stayDurationsProblem([{ minutes: 29 }])?.row).toBe(0);
  });
  it("given a row without guest limit before the last one, or the last with one, refuses", () => {
    expect(stayDurationsProblem([{ minutes: 90 }, { minutes: 120 }])?.message).toBe(
      "Bitte geben Sie „bis … Gäste“ als ganze Zahl zwischen 1 und 30 an.",
    );
    expect(stayDurationsProblem([{ maxGuests: 0, minutes: 90 }, { minutes: 120 }])?.row).toBe(0);
    expect(
      stayDurationsProblem([
        { maxGuests: 2, minutes: 90 },
        { maxGuests: 8, minutes: 120 },
      ]),
    ).toEqual({
      row: 1,
      message: "Die letzte Zeile gilt für alle größeren Gruppen und hat keine Obergrenze.",
    });
  });
});
