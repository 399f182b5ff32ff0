import { describe, expect, it } from "vitest";
import { moveTableOptions } from "./move-table-options.ts";

const berlin = { timeZone: "Europe/Berlin" };
// 17:10 in Berlin on 2024-06-03 (UTC+2).
const now = new Date("2024-06-03T15:10:00Z");
const tables = [
  { _id: "t1", seats: 4, tableNumber: "1" },
  { _id: "t2", seats: 2, tableNumber: "2" },
  { _id: "t3", seats: 6, tableNumber: "3" },
  { _id: "t4", seats: 4, tableNumber: "4" },
  { _id: "t10", seats: 4, tableNumber: "10" },
];
// Four guests at 19:00 on table 1, staying 120 minutes.
const moving = {
  _id: "m",
  status: "confirmed",
  reservationDate: "2024-06-03",
  timeSlot: "19:00",
  numberOfGuests: 4,
  tableId: "t1",
};
const ids = (list: readonly { _id: string }[]) => list.map((table) => table._id);

describe("moveTableOptions", () => {
  it("given free tables, offers those seating the party, closest fit first, never its own", () => {
    expect(ids(moveTableOptions(tables, [moving], moving, now, berlin))).toEqual(["t4", "t10", "t3"]);
  });
  it("given a booking overlapping the stay on one table, leaves it out; one ending at the start does not count", () => {
    const overlapping = { ...moving, _id: "o", timeSlot: "20:30", tableId: "t4" };
    const before = { ...moving, _id: "b", timeSlot: "17:00", tableId: "t10" };
    expect(ids(moveTableOptions(tables, [moving, overlapping, before], moving, now, berlin))).toEqual([
      "t10",
      "t3",
    ]);
  });
  it("given cancelled and no-show reservations, ignores them", () => {
    const gone = ["cancelled", "no_show"].map((status, i) => ({
      ...moving,
      _id: `g${i}`,
      status,
      tableId: "t4",
    }));
    expect(ids(moveTableOptions(tables, [moving, ...gone], moving, now, berlin))).toContain("t4");
  });
  it("given a guest who left a table, counts their visit until they left, not after", () => {
    // Seated at 16:00 on table 4, gone at 17:00 (15:00 UTC); table 10's guest left without a known time.
    const left = {
      ...moving,
      _id: "l",
      status: "completed",
      timeSlot: "16:00",
      tableId: "t4",
      completedAt: "2024-06-03T15:00:00Z",
    };
    const unknown = { ...left, _id: "u", tableId: "t10", completedAt: null };
    const running = { ...moving, timeSlot: "16:30" };
    expect(ids(moveTableOptions(tables, [running, left, unknown], running, now, berlin))).toEqual([
      "t10",
      "t3",
    ]);
    const later = { ...moving, timeSlot: "17:00" };
    expect(ids(moveTableOptions(tables, [later, left], later, now, berlin))).toEqual(["t4", "t10", "t3"]);
  });
  it("given a guest seated past the planned end on a table, keeps it out while they sit there", () => {
    const seated = { ...moving, _id: "s", status: "seated", timeSlot: "14:00", tableId: "t4" };
    const walkInNow = { ...moving, timeSlot: "17:10" };
    expect(ids(moveTableOptions(tables, [walkInNow, seated], walkInNow, now, berlin))).not.toContain("t4");
  });
  it("given an invalid date, offers nothing", () => {
    expect(moveTableOptions(tables, [], { ...moving, reservationDate: "kaputt" }, now, berlin)).toEqual([]);
  });
});
