import { describe, expect, it } from "vitest";
import { draftOf, editBodyOf, KEEP_TABLES, timeOptionsOf } from "./reservation-edit-draft.ts";
import { claraReservation } from "./reservation-edit-fixtures.ts";

const base = claraReservation();

describe("editBodyOf", () => {
  it("given no change (or only white space), sends nothing", () => {
    expect(editBodyOf(base, draftOf(base))).toBeNull();
    expect(editBodyOf(base, { ...draftOf(base), customerName: " Clara Berg " })).toBeNull();
  });

  it("given changed fields, sends only those, trimmed, with the version it was opened with", () => {
    const draft = { ...draftOf(base), timeSlot: "20:00", customerPhone: " 0171 2345678 ", tableId: "t-4" };
    expect(editBodyOf(base, draft)).toEqual({
      timeSlot: "20:00",
      tableIds: ["t-4"],
      customerPhone: "0171 2345678",
      expectedUpdatedAt: "2026-06-01T10:00:00.000Z",
    });
  });

  it("given the tables kept, sends no tables", () => {
    expect(editBodyOf(base, { ...draftOf(base), numberOfGuests: 4, tableId: KEEP_TABLES })).toEqual({
      numberOfGuests: 4,
      expectedUpdatedAt: "2026-06-01T10:00:00.000Z",
    });
  });
});

describe("timeOptionsOf", () => {
  const slots = {
    success: true,
    timeSlots: [
      { time: "18:30", available: true, status: "Verfügbar" },
      { time: "19:00", available: false, status: "Vergangen" },
      { time: "19:30", available: true, status: "Verfügbar" },
    ],
  };

  it("given its own day, offers the free times and the time it has now, marked", () => {
    expect(timeOptionsOf(base, base, slots)).toEqual([
      { time: "18:30", current: false },
      { time: "19:00", current: true },
      { time: "19:30", current: false },
    ]);
  });

  it("given another day, offers only that day's free times", () => {
    expect(timeOptionsOf(base, { reservationDate: "2026-06-13" }, slots).map((o) => o.time)).toEqual([
      "18:30",
      "19:30",
    ]);
  });
});
