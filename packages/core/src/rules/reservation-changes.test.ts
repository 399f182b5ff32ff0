import { describe, expect, it } from "vitest";
import {
  type ReservationEditableValues,
  reservationChangeMovesStay,
  reservationChangeNeedsGuestMail,
  reservationFieldChanges,
  reservationIsEditable,
} from "./reservation-changes.ts";

const before: ReservationEditableValues = {
  reservationDate: "2026-06-12",
  timeSlot: "19:00",
  numberOfGuests: 2,
  tableNumbers: ["10", "2"],
  customerName: "Clara Berg",
  customerPhone: "",
  customerEmail: "clara@example.com",
  specialRequests: "",
};

describe("reservationFieldChanges", () => {
  it("given the same values, finds no change (tables in another order are the same tables)", () => {
    expect(reservationFieldChanges(before, { ...before, tableNumbers: ["2", "10"] })).toEqual([]);
  });

  it("given a new time, lists it with the values before and after", () => {
    expect(reservationFieldChanges(before, { ...before, timeSlot: "20:00" })).toEqual([
      { field: "timeSlot", from: "19:00", to: "20:00" },
    ]);
  });

  it("given several changes, lists them in the fixed field order, tables in their natural order", () => {
    const after = {
      ...before,
      specialRequests: "Fensterplatz",
      numberOfGuests: 4,
      reservationDate: "2026-06-13",
      tableNumbers: ["3"],
      customerPhone: "0171 2345678",
    };
    expect(reservationFieldChanges(before, after)).toEqual([
      { field: "reservationDate", from: "2026-06-12", to: "2026-06-13" },
      { field: "numberOfGuests", from: "2", to: "4" },
      { field: "tables", from: "2 + 10", to: "3" },
      { field: "customerPhone", from: "", to: "0171 2345678" },
      { field: "specialRequests", from: "", to: "Fensterplatz" },
    ]);
  });
});

describe("reservationChangeNeedsGuestMail", () => {
  it("given a change of date, time or party size, says the guest gets a new confirmation", () => {
    expect(reservationChangeNeedsGuestMail([{ field: "timeSlot" }])).toBe(true);
    expect(reservationChangeNeedsGuestMail([{ field: "reservationDate" }])).toBe(true);
    expect(reservationChangeNeedsGuestMail([{ field: "numberOfGuests" }])).toBe(true);
  });

  it("given only tables, name, contact or notes, sends no mail", () => {
    const fields = ["tables", "customerName", "customerPhone", "customerEmail", "specialRequests"];
    expect(reservationChangeNeedsGuestMail(fields.map((field) => ({ field })))).toBe(false);
  });
});

describe("reservationChangeMovesStay", () => {
  it("given a change of tables or party size, re-checks the tables; given only the name, does not", () => {
    expect(reservationChangeMovesStay([{ field: "tables" }])).toBe(true);
    expect(reservationChangeMovesStay([{ field: "numberOfGuests" }])).toBe(true);
    expect(reservationChangeMovesStay([{ field: "customerName" }, { field: "specialRequests" }])).toBe(false);
  });
});

describe("reservationIsEditable", () => {
  it("given a pending or confirmed reservation, allows changes; given a cancelled one, a no-show or a finished visit, refuses", () => {
    expect(reservationIsEditable("pending")).toBe(true);
    expect(reservationIsEditable("confirmed")).toBe(true);
    expect(reservationIsEditable("cancelled")).toBe(false);
    expect(reservationIsEditable("no_show")).toBe(false);
    expect(reservationIsEditable("completed")).toBe(false);
  });
});
