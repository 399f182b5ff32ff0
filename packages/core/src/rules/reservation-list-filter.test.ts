import { describe, expect, it } from "vitest";
import {
  filterReservationList,
  matchesReservationSearch,
  reservationListCounters,
  reservationSearchTerms,
  upcomingReservations,
} from "./reservation-list-filter.ts";

const today = "2024-06-03";
const anna = {
  _id: "a",
  status: "pending",
  reservationDate: "2024-06-05",
  timeSlot: "19:00",
  customerName: "Anna Müller",
  customerEmail: "Anna@Example.de",
  customerPhone: "+49 170 1234567",
  reference: "K7M2QX",
};
const ben = {
  _id: "b",
  status: "confirmed",
  reservationDate: "2024-06-03",
  timeSlot: "18:00",
  customerName: "Ben",
};
const cem = {
  _id: "c",
  status: "canceled",
  reservationDate: "2024-06-05",
  timeSlot: "12:00",
  customerName: "Cem",
};
const old = {
  _id: "o",
  status: "confirmed",
  reservationDate: "2024-06-02",
  timeSlot: "20:00",
  customerName: "Old",
};
const noDate = { _id: "n", status: "pending", customerName: "Ohne Datum" };
const all = [anna, ben, cem, old, noDate];

describe("upcomingReservations (required: only today or later, by date ascending)", () => {
  it("drops yesterday and invalid dates, sorts by date then time", () => {
    expect(upcomingReservations(all, today).map((r) => r._id)).toEqual(["b", "c", "a"]);
  });
  it("keeps a reservation from earlier today", () => {
    const morning = { ...ben, timeSlot: "07:00" };
    expect(upcomingReservations([morning], today)).toEqual([morning]);
  });
  it("given an invalid today, returns nothing", () => {
    expect(upcomingReservations(all, "morgen")).toEqual([]);
  });
});

describe("filterReservationList", () => {
  it("given the status 'pending', keeps only pending ones", () => {
    expect(filterReservationList(all, { today, status: "pending" }).map((r) => r._id)).toEqual(["a"]);
  });
  it("given the status 'cancelled', also keeps the spelling 'canceled'", () => {
    expect(filterReservationList(all, { today, status: "cancelled" }).map((r) => r._id)).toEqual(["c"]);
  });
  it("given 'confirmed', also keeps the guests who arrived, sat down or left since; the steps filter alone", () => {
    const visit = [
      { ...anna, _id: "door", status: "arrived" },
      { ...anna, _id: "table", status: "seated" },
      { ...anna, _id: "left", status: "completed" },
      { ...anna, _id: "late", status: "no_show" },
    ];
    expect(filterReservationList(visit, { today, status: "confirmed" }).map((r) => r._id)).toEqual([
      "door",
      "table",
      "left",
    ]);
    expect(filterReservationList(visit, { today, status: "seated" }).map((r) => r._id)).toEqual(["table"]);
    expect(filterReservationList(visit, { today, status: "completed" }).map((r) => r._id)).toEqual(["left"]);
  });
  it("given status and search together, applies both", () => {
    expect(filterReservationList(all, { today, status: "confirmed", search: "anna" })).toEqual([]);
  });
});

describe("matchesReservationSearch (required: name and e-mail case-insensitive, phone as plain substring)", () => {
  it("given a name in other case, matches", () => {
    expect(matchesReservationSearch(anna, "MÜLLER")).toBe(true);
  });
  it("given part of the e-mail in other case, matches", () => {
    expect(matchesReservationSearch(anna, "anna@example")).toBe(true);
  });
  it("given part of the phone as typed, matches; with different spacing, does not", () => {
    expect(matchesReservationSearch(anna, "170 123")).toBe(true);
    expect(matchesReservationSearch(anna, "170123")).toBe(false);
  });
  it("given the booking reference or part of it in any case, matches", () => {
    expect(matchesReservationSearch(anna, "k7m2qx")).toBe(true);
    expect(matchesReservationSearch(anna, " M2Q ")).toBe(true);
    expect(matchesReservationSearch(ben, "K7M2QX")).toBe(false);
  });
  it("given a blank search, matches everything", () => {
    expect(matchesReservationSearch(ben, "   ")).toBe(true);
  });
  it("given a reservation without contact fields, matches no search", () => {
    expect(matchesReservationSearch({ reservationDate: today }, "x")).toBe(false);
  });
});

describe("reservationListCounters", () => {
  it("counts the upcoming reservations by status", () => {
    expect(reservationListCounters(all, today)).toEqual({ total: 3, pending: 1, confirmed: 1, cancelled: 1 });
  });
  it("counts guests who arrived, sat down or left as Bestätigt", () => {
    const visit = [
      { ...anna, status: "arrived" },
      { ...anna, status: "seated" },
      { ...anna, status: "completed" },
    ];
    expect(reservationListCounters(visit, today)).toEqual({
      total: 3,
      pending: 0,
      confirmed: 3,
      cancelled: 0,
    });
  });
  it("given no reservations, counts zero", () => {
    expect(reservationListCounters([], today)).toEqual({ total: 0, pending: 0, confirmed: 0, cancelled: 0 });
  });
});

describe("reservationSearchTerms", () => {
  it("given blanks, has nothing to look for", () => {
    expect(reservationSearchTerms("   ")).toBeNull();
    expect(reservationSearchTerms(undefined)).toBeNull();
  });

  it("given a search, keeps it as typed for the phone and in lower case for name and e-mail", () => {
    expect(reservationSearchTerms("  ÄRGER Straße ")).toEqual({
      text: "ÄRGER Straße",
      lower: "ärger straße",
    });
  });
});
