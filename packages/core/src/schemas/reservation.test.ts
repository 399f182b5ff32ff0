import { describe, expect, it } from "vitest";
import { reservationListResponseSchema, reservationSchema } from "./reservation.ts";
import { updateReservationStatusRequestSchema } from "./reservation-status.ts";

const base = {
  _id: "res1",
  status: "confirmed",
  reservationDate: "2026-05-01",
  timeSlot: "19:00",
  numberOfGuests: 4,
  customerName: "Familie Weber",
};

describe("reservationSchema", () => {
  it("given the alternate names id, date, partySize, reads _id, reservationDate, numberOfGuests", () => {
    const parsed = reservationSchema.parse({
      id: 12,
      status: "pending",
      date: "2026-05-02",
      timeSlot: "18:30",
      partySize: 2,
      customerName: "Herr Meier",
    });
    expect(parsed).toMatchObject({ _id: "12", reservationDate: "2026-05-02", numberOfGuests: 2 });
    expect(parsed).not.toHaveProperty("date");
    expect(parsed).not.toHaveProperty("partySize");
  });
  it.each(["canceled", "Cancelled", " CANCELED "])("given status %s, reads 'cancelled'", (status) => {
    expect(reservationSchema.parse({ ...base, status }).status).toBe("cancelled");
  });
  it("given a booking reference, keeps it; without one, reads none", () => {
    expect(reservationSchema.parse({ ...base, reference: "K7M2QX" }).reference).toBe("K7M2QX");
    expect(reservationSchema.parse(base).reference).toBeUndefined();
  });
  it("given an unknown status, refuses it", () => {
    expect(reservationSchema.safeParse({ ...base, status: "declined" }).success).toBe(false);
  });
  it("given a single table number, reads an array of strings", () => {
    expect(reservationSchema.parse({ ...base, tableNumbers: 7 }).tableNumbers).toEqual(["7"]);
    expect(reservationSchema.parse({ ...base, tableNumbers: ["3", 4] }).tableNumbers).toEqual(["3", "4"]);
    expect(reservationSchema.parse(base).tableNumbers).toEqual([]);
  });
  it("given an ISO datetime as date, keeps the calendar day", () => {
    expect(
      reservationSchema.parse({ ...base, reservationDate: "2026-05-01T00:00:00.000Z" }).reservationDate,
    ).toBe("2026-05-01");
  });
  it("given two table numbers, derives a combination label", () => {
    const parsed = reservationSchema.parse({
      ...base,
      tableNumbers: ["3", "4"],
      tables: [{ seats: 2 }, { seats: 4 }],
    });
    expect(parsed).toMatchObject({ tableInfo: "Tisch 3 + 4", tableSeats: 6, isTableCombo: true });
  });
  it("given a tableName, uses it as label; given no table, the label is null", () => {
    expect(reservationSchema.parse({ ...base, tableName: "Fenstertisch" }).tableInfo).toBe("Fenstertisch");
    expect(reservationSchema.parse(base)).toMatchObject({
      tableInfo: null,
      tableSeats: null,
      isTableCombo: false,
    });
  });
  it("given selectedTables only, derives the label from them", () => {
    const parsed = reservationSchema.parse({ ...base, selectedTables: [{ number: 5, seats: 4 }] });
    expect(parsed).toMatchObject({ tableInfo: "Tisch 5", tableSeats: 4, isTableCombo: false });
  });
  it("given 2026-02-30, refuses the date", () => {
    expect(reservationSchema.safeParse({ ...base, reservationDate: "2026-02-30" }).success).toBe(false);
  });
});

describe("reservationListResponseSchema", () => {
  it("given a list with mixed spellings, normalises every entry", () => {
    const parsed = reservationListResponseSchema.parse({
      success: true,
      data: [{ ...base, status: "canceled" }],
    });
    expect(parsed.data?.[0]?.status).toBe("cancelled");
  });
});

describe("updateReservationStatusRequestSchema", () => {
  it("given 'canceled', reads 'cancelled'; given 'done', refuses with the German text", () => {
    expect(updateReservationStatusRequestSchema.parse({ status: "canceled" })).toEqual({
      status: "cancelled",
    });
    expect(updateReservationStatusRequestSchema.safeParse({ status: "done" }).error?.issues[0]?.message).toBe(
      "Ungültiger Reservierungsstatus.",
    );
  });
  it("given an extra key, rejects it", () => {
    expect(updateReservationStatusRequestSchema.safeParse({ status: "confirmed", by: "x" }).success).toBe(
      false,
    );
  });
});
