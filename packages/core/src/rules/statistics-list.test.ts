import { describe, expect, it } from "vitest";
import { filterStatisticsList, isStatisticsFilterActive } from "./statistics-list.ts";

const a = {
  _id: "a",
  status: "confirmed",
  reservationDate: "2024-06-10",
  timeSlot: "19:00",
  customerName: "Özlem",
  numberOfGuests: 2,
};
const b = {
  _id: "b",
  status: "cancelled",
  reservationDate: "2024-06-10",
  timeSlot: "12:00",
  customerName: "anton",
  numberOfGuests: 6,
};
const c = {
  _id: "c",
  status: "canceled",
  reservationDate: "2024-06-12",
  customerName: "Bernd",
  customerPhone: "0170 99",
  numberOfGuests: 2,
};
const d = {
  _id: "d",
  status: "confirmed",
  reservationDate: "ungültig",
  customerName: "Zora",
  customerEmail: "z@x.de",
  numberOfGuests: 6,
};
const all = [a, b, c, d];
const ids = (list: { _id: string }[]) => list.map((r) => r._id);

describe("filterStatisticsList", () => {
  it("sorts newest first by default (date, then time), invalid dates last", () => {
    expect(ids(filterStatisticsList(all))).toEqual(["c", "a", "b", "d"]);
  });
  it("sorts oldest first, invalid dates still last", () => {
    expect(ids(filterStatisticsList(all, { sort: "date-asc" }))).toEqual(["b", "a", "c", "d"]);
  });
  it("sorts by name A-Z the German way, ignoring case (Ö with O)", () => {
    expect(ids(filterStatisticsList(all, { sort: "name-asc" }))).toEqual(["b", "c", "a", "d"]);
  });
  it("sorts by most guests, ties newest first", () => {
    expect(ids(filterStatisticsList(all, { sort: "guests-desc" }))).toEqual(["b", "d", "c", "a"]);
  });
  it("given status 'confirmed', keeps every real visit (arrived, seated, completed too)", () => {
    const visit = [
      { ...a, _id: "door", status: "arrived" },
      { ...a, _id: "left", status: "completed" },
      { ...a, _id: "late", status: "no_show" },
    ];
    expect(ids(filterStatisticsList([...all, ...visit], { status: "confirmed", sort: "date-asc" }))).toEqual([
      "a",
      "door",
      "left",
      "d",
    ]);
  });
  it("given status 'cancelled', keeps both spellings", () => {
    expect(ids(filterStatisticsList(all, { status: "cancelled" }))).toEqual(["c", "b"]);
  });
  it("searches name, e-mail and phone", () => {
    expect(ids(filterStatisticsList(all, { search: "ANTON" }))).toEqual(["b"]);
    expect(ids(filterStatisticsList(all, { search: "z@x" }))).toEqual(["d"]);
    expect(ids(filterStatisticsList(all, { search: "0170 9" }))).toEqual(["c"]);
  });
  it("given no reservations, returns none", () => {
    expect(filterStatisticsList([])).toEqual([]);
  });
});

describe("isStatisticsFilterActive", () => {
  it("is active with a search or a status other than all, not with blanks", () => {
    expect(isStatisticsFilterActive({ search: "x" })).toBe(true);
    expect(isStatisticsFilterActive({ status: "confirmed" })).toBe(true);
    expect(isStatisticsFilterActive({ search: "  ", status: "all" })).toBe(false);
  });
});
