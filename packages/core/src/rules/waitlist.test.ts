import { describe, expect, it } from "vitest";
import { wednesdayEvening } from "./opening-hours-fixtures.ts";
import {
  availableTimesInWindow,
  matchWaitlistEntries,
  WAITLIST_HOLD_MINUTES,
  type WaitlistMatchInput,
  waitlistHoldExpiry,
  waitlistWindowPassed,
} from "./waitlist.ts";

// 2026-06-10 is a Wednesday; Berlin is on summer time (UTC+2); open 17:00-22:00, slots every 30 minutes.
const DAY = wednesdayEvening.date;
const tables = [
  { _id: "t1", tableNumber: "1", seats: 2, roomId: null },
  { _id: "t2", tableNumber: "2", seats: 4, roomId: null },
];
const at = (iso: string) => new Date(iso);

function input(overrides: Partial<WaitlistMatchInput>): WaitlistMatchInput {
  return {
    ...wednesdayEvening,
    tables,
    stayDurations: {},
    slotInterval: 30,
    leadTimeMinutes: 30,
    timeZone: "Europe/Berlin",
    now: at("2026-06-10T10:00:00Z"),
    entries: [],
    refused: [],
    ...overrides,
  };
}

// Both tables booked all evening (17:00-22:00 local = 15:00-20:00 UTC).
const fullDay = [
  { startsAt: "2026-06-10T15:00:00Z", endsAt: "2026-06-10T20:00:00Z", tableIds: ["t1", "t2"] },
];
const entry = (id: string, guests: number, from: string, to: string, joined: string) => ({
  id,
  numberOfGuests: guests,
  from,
  to,
  createdAt: at(joined),
});

describe("the waitlist's hold", () => {
  it("holds a table 15 minutes", () => {
    expect(WAITLIST_HOLD_MINUTES).toBe(15);
    expect(waitlistHoldExpiry(at("2026-06-10T17:00:00Z")).toISOString()).toBe("2026-06-10T17:15:00.000Z");
  });
});

describe("matchWaitlistEntries", () => {
  it("given a full day, offers nothing", () => {
    const entries = [entry("a", 2, "18:00", "21:00", "2026-06-01T10:00:00Z")];
    expect(matchWaitlistEntries(input({ reservations: fullDay, entries }))).toEqual([]);
  });

  it("given table 2 freed from 19:00, the first fitting guest by createdAt gets the earliest slot in the window", () => {
    const reservations = [
      { startsAt: "2026-06-10T15:00:00Z", endsAt: "2026-06-10T20:00:00Z", tableIds: ["t1"] },
      { startsAt: "2026-06-10T15:00:00Z", endsAt: "2026-06-10T17:00:00Z", tableIds: ["t2"] },
    ];
    const entries = [
      // Joined later: waits behind b.
      entry("a", 2, "18:00", "21:00", "2026-06-02T10:00:00Z"),
      // Six guests never fit: skipped.
      entry("big", 6, "18:00", "21:00", "2026-06-01T09:00:00Z"),
      entry("b", 4, "18:00", "21:00", "2026-06-01T10:00:00Z"),
    ];
    expect(matchWaitlistEntries(input({ reservations, entries }))).toEqual([
      {
        entryId: "b",
        time: "19:00",
        tableIds: ["t2"],
        startsAt: "2026-06-10T17:00:00.000Z",
        endsAt: "2026-06-10T19:00:00.000Z",
      },
    ]);
  });

  it("given one freed table and many waiting guests, gives it to one guest only", () => {
    const reservations = [
      { startsAt: "2026-06-10T15:00:00Z", endsAt: "2026-06-10T20:00:00Z", tableIds: ["t2"] },
    ];
    const entries = ["a", "b", "c", "d"].map((id, i) =>
      entry(id, 2, "17:00", "17:00", `2026-06-01T10:0${i}:00Z`),
    );
    const matches = matchWaitlistEntries(input({ reservations, entries }));
    expect(matches.map((m) => [m.entryId, m.tableIds])).toEqual([["a", ["t1"]]]);
  });

  it("given two freed tables, gives each to a different guest and never one table twice at one time", () => {
    const entries = ["a", "b", "c"].map((id, i) => entry(id, 2, "17:00", "17:00", `2026-06-01T10:0${i}:00Z`));
    const matches = matchWaitlistEntries(input({ entries }));
    expect(matches.map((m) => [m.entryId, m.tableIds])).toEqual([
      ["a", ["t1"]],
      ["b", ["t2"]],
    ]);
  });

  it("skips a time the guest declined or let lapse and offers the next one in the window", () => {
    const entries = [entry("a", 2, "17:00", "18:00", "2026-06-01T10:00:00Z")];
    const refused = [{ entryId: "a", timeSlot: "17:00" }];
    expect(matchWaitlistEntries(input({ entries, refused }))[0]?.time).toBe("17:30");
  });

  it("respects the lead time of the public channel (30 minutes)", () => {
    const entries = [entry("a", 2, "17:00", "21:00", "2026-06-01T10:00:00Z")];
    // 17:10 local: 17:30 is within 30 minutes, 18:00 is the first.
    const now = at("2026-06-10T15:10:00Z");
    expect(matchWaitlistEntries(input({ entries, now }))[0]?.time).toBe("18:00");
  });
});

describe("availableTimesInWindow", () => {
  it("lists the available times from..to inclusive", () => {
    const slot = (time: string, available: boolean) => ({
      time,
      available,
      status: "Verfügbar" as const,
      startsAt: "",
      endsAt: "",
    });
    const slots = [slot("17:30", true), slot("18:00", true), slot("18:30", false), slot("19:00", true)];
    expect(availableTimesInWindow(slots, "18:00", "19:00")).toEqual(["18:00", "19:00"]);
  });
});

describe("waitlistWindowPassed", () => {
  it("is true once the last acceptable start (restaurant time) is past", () => {
    // 21:00 Berlin summer time = 19:00 UTC.
    expect(waitlistWindowPassed(DAY, "21:00", at("2026-06-10T19:00:00Z"), "Europe/Berlin")).toBe(false);
    expect(waitlistWindowPassed(DAY, "21:00", at("2026-06-10T19:01:00Z"), "Europe/Berlin")).toBe(true);
  });
});
