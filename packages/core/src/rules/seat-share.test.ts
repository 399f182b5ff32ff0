import { describe, expect, it } from "vitest";
import { buildTableOccupancy } from "./availability/table-occupancy.ts";
import { onlineSeatLimit, onlineSeatShareAt, withinOnlineSeatShare } from "./seat-share.ts";

// Four tables with 4 seats each: 16 seats; 50 % lets online bookings hold 8 seats at one moment.
const tables = ["1", "2", "3", "4"].map((n) => ({ _id: `t${n}`, tableNumber: n, seats: 4, roomId: null }));
const at = (time: string) => Date.parse(`2026-06-10T${time}:00Z`);
const occupancy = buildTableOccupancy(tables, [
  { startsAt: new Date(at("17:00")), endsAt: new Date(at("19:00")), tableIds: ["t1"] },
]);

describe("online seat share", () => {
  it("rounds the share of the seats down", () => {
    expect(onlineSeatLimit(16, 50)).toBe(8);
    expect(onlineSeatLimit(15, 50)).toBe(7);
  });

  it("given 4 of 16 seats held and 50 %, one more 4-seat table fits and a second does not", () => {
    expect(withinOnlineSeatShare(occupancy, ["t2"], at("18:00"), at("20:00"), 50)).toBe(true);
    expect(withinOnlineSeatShare(occupancy, ["t2", "t3"], at("18:00"), at("20:00"), 50)).toBe(false);
  });

  it("given the held table's reservation has ended, only the new tables count", () => {
    expect(withinOnlineSeatShare(occupancy, ["t2", "t3"], at("19:00"), at("21:00"), 50)).toBe(true);
  });

  it("given 100 %, never refuses", () => {
    expect(withinOnlineSeatShare(occupancy, ["t2", "t3", "t4"], at("18:00"), at("20:00"), 100)).toBe(true);
  });
});

describe("online seat share at one moment", () => {
  // 60 seats: 13 tables of 4 and one of 8 ("nur intern"); 80 % lets online bookings hold 48 of them.
  const sixty = [
    ...Array.from({ length: 13 }, (_, i) => ({ _id: `s${i + 1}`, tableNumber: String(i + 1), seats: 4 })),
    { _id: "s14", tableNumber: "14", seats: 8, internal: true },
  ];
  // Tables 1–9 (36 seats) and the internal 8er: 44 seats held from 18:00 to 20:00; table 10 from 19:30.
  const busy = buildTableOccupancy(sixty, [
    {
      startsAt: new Date(at("18:00")),
      endsAt: new Date(at("20:00")),
      tableIds: ["s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s14"],
    },
    { startsAt: new Date(at("19:30")), endsAt: new Date(at("21:30")), tableIds: ["s10"] },
  ]);

  it("given 60 seats and 80 %, holds 12 for walk-ins and counts 44 of the 48 online seats taken at 19:00", () => {
    expect(onlineSeatShareAt(busy, at("19:00"), 80)).toEqual({
      sharePercent: 80,
      totalSeats: 60,
      onlineLimit: 48,
      heldForWalkIns: 12,
      heldSeats: 44,
      internalTables: 1,
      internalSeats: 8,
    });
  });

  it("given 19:45, counts the later table too (48 of 48), and at 20:00 only that one (4)", () => {
    expect(onlineSeatShareAt(busy, at("19:45"), 80).heldSeats).toBe(48);
    expect(onlineSeatShareAt(busy, at("20:00"), 80).heldSeats).toBe(4);
  });

  it("agrees with the booking rule: at 44 of 48 held one more 4er fits, at 48 of 48 it does not", () => {
    expect(withinOnlineSeatShare(busy, ["s11"], at("19:00"), at("19:00") + 1, 80)).toBe(true);
    expect(withinOnlineSeatShare(busy, ["s11"], at("19:45"), at("19:45") + 1, 80)).toBe(false);
  });

  it("given 100 %, holds nothing back through the share", () => {
    const moment = onlineSeatShareAt(busy, at("19:00"), 100);
    expect(moment.onlineLimit).toBe(60);
    expect(moment.heldForWalkIns).toBe(0);
  });
});
