import { describe, expect, it } from "vitest";
import { buildTableOccupancy } from "./availability/table-occupancy.ts";
import { onlineSeatLimit, withinOnlineSeatShare } from "./seat-share.ts";

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
