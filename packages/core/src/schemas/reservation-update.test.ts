import { describe, expect, it } from "vitest";
import { reservationTimeSlotsQuerySchema, updateReservationRequestSchema } from "./reservation-update.ts";

const messages = (body: unknown) =>
  updateReservationRequestSchema.safeParse(body).error?.issues.map((issue) => issue.message) ?? [];

describe("updateReservationRequestSchema", () => {
  it("given one field, reads it; given contact fields, trims them and lowercases the address", () => {
    expect(updateReservationRequestSchema.parse({ timeSlot: "20:00" })).toEqual({ timeSlot: "20:00" });
    expect(
      updateReservationRequestSchema.parse({ customerEmail: " Clara@Example.com ", customerPhone: " 0171 " }),
    ).toEqual({ customerEmail: "clara@example.com", customerPhone: "0171" });
  });

  it("given an empty address or phone, reads it as clearing the field", () => {
    expect(updateReservationRequestSchema.parse({ customerEmail: "", customerPhone: "" })).toEqual({
      customerEmail: "",
      customerPhone: "",
    });
  });

  it("given nothing to change (or only the version), asks for a change in German", () => {
    expect(messages({})).toEqual(["Bitte geben Sie mindestens eine Änderung an."]);
    expect(messages({ expectedUpdatedAt: "2026-05-10T09:00:00.000Z" })).toEqual([
      "Bitte geben Sie mindestens eine Änderung an.",
    ]);
  });

  it("given bad values, refuses each with a German message", () => {
    expect(messages({ timeSlot: "25:00" })).toHaveLength(1);
    expect(messages({ numberOfGuests: 0 })).toHaveLength(1);
    expect(messages({ reservationDate: "2026-02-30" })).toHaveLength(1);
    expect(messages({ customerName: "  " })).toHaveLength(1);
    expect(messages({ customerEmail: "keine-adresse" })).toHaveLength(1);
    expect(messages({ tableIds: [] })).toEqual(["Bitte wählen Sie mindestens einen Tisch."]);
    expect(messages({ tableIds: ["a", "b", "c", "d", "e", "f", "g"] })).toEqual([
      "Bitte wählen Sie höchstens 6 Tische.",
    ]);
    expect(messages({ expectedUpdatedAt: "gestern", timeSlot: "20:00" })).toHaveLength(1);
  });

  it("given a field it does not know, refuses it", () => {
    expect(updateReservationRequestSchema.safeParse({ status: "confirmed" }).success).toBe(false);
  });
});

describe("reservationTimeSlotsQuerySchema", () => {
  it("reads the day and the party size from the query; refuses a bad one", () => {
    expect(reservationTimeSlotsQuerySchema.parse({ date: "2026-05-13", guests: "4" })).toEqual({
      date: "2026-05-13",
      guests: 4,
    });
    expect(reservationTimeSlotsQuerySchema.safeParse({ date: "2026-05-13", guests: "0" }).success).toBe(
      false,
    );
    expect(reservationTimeSlotsQuerySchema.safeParse({ date: "morgen", guests: "2" }).success).toBe(false);
  });
});
