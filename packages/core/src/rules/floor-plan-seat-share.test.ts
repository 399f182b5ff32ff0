import { describe, expect, it } from "vitest";
import { floorPlanSeatShare } from "./floor-plan-seat-share.ts";

// 18:00 in Berlin on 2026-06-10 is 16:00 UTC. Tables: 4 + 4 + 2 + 2 = 12 seats.
const tables = [
  { _id: "t1", tableNumber: "1", seats: 4 },
  { _id: "t2", tableNumber: "2", seats: 4 },
  { _id: "t3", tableNumber: "3", seats: 2 },
  { _id: "t4", tableNumber: "4", seats: 2 },
];
const utc = (time: string) => new Date(`2026-06-10T${time}:00Z`);
const booking = (tableId: string, timeSlot: string, status = "confirmed") => ({
  status,
  reservationDate: "2026-06-10",
  timeSlot,
  numberOfGuests: 2,
  tableId,
});
const base = { tables, timeZone: "Europe/Berlin", now: utc("15:00") };

describe("floorPlanSeatShare", () => {
  it("given 12 seats and 50 %, holds 6 for walk-ins; at 18:30 two 4er booked at 18:00 take 8 of the 6 online seats", () => {
    const moment = floorPlanSeatShare({
      ...base,
      at: utc("16:30"),
      sharePercent: 50,
      reservations: [booking("t1", "18:00"), booking("t2", "18:00"), booking("t3", "21:00")],
    });
    expect(moment).toMatchObject({ totalSeats: 12, onlineLimit: 6, heldForWalkIns: 6, heldSeats: 8 });
  });

  it("given a stay of 120 minutes, the tables are free again at 20:00; cancelled and completed ones hold nothing", () => {
    const moment = floorPlanSeatShare({
      ...base,
      at: utc("18:00"),
      sharePercent: 50,
      reservations: [
        booking("t1", "18:00"),
        booking("t2", "19:00", "cancelled"),
        booking("t3", "19:00", "completed"),
      ],
    });
    expect(moment?.heldSeats).toBe(0);
  });

  it("given a guest seated now past the stay's end, the table stays held now", () => {
    const moment = floorPlanSeatShare({
      ...base,
      now: utc("18:30"),
      sharePercent: 50,
      reservations: [booking("t1", "18:00", "seated")],
    });
    expect(moment?.heldSeats).toBe(4);
  });

  it("given 100 % and no internal table, shows nothing; with an internal 2er, shows its seats", () => {
    expect(floorPlanSeatShare({ ...base, sharePercent: 100, reservations: [] })).toBeNull();
    expect(floorPlanSeatShare({ ...base, sharePercent: undefined, reservations: [] })).toBeNull();
    const withInternal = floorPlanSeatShare({
      ...base,
      tables: tables.map((table) => (table._id === "t4" ? { ...table, internal: true } : table)),
      sharePercent: 100,
      reservations: [],
    });
    expect(withInternal).toMatchObject({ heldForWalkIns: 0, internalTables: 1, internalSeats: 2 });
  });
});
