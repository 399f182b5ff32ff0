import { describe, expect, it } from "vitest";
import { reservationChangeLine } from "./reservation-edit.ts";

describe("reservationChangeLine", () => {
  it("given a new time, reads 'Uhrzeit: 19:00 → 20:00'", () => {
    expect(reservationChangeLine({ field: "timeSlot", from: "19:00", to: "20:00" })).toBe(
      "Uhrzeit: 19:00 → 20:00",
    );
  });

  it("given a new date, shows both days the German way", () => {
    expect(reservationChangeLine({ field: "reservationDate", from: "2026-06-12", to: "2026-06-13" })).toBe(
      "Datum: 12.06.2026 → 13.06.2026",
    );
  });

  it("given a phone number added, shows the empty value as a dash", () => {
    expect(reservationChangeLine({ field: "customerPhone", from: "", to: "0171 2345678" })).toBe(
      "Telefon: – → 0171 2345678",
    );
  });

  it("given a field it does not know (a newer server), names it as sent", () => {
    expect(reservationChangeLine({ field: "colour", from: "rot", to: "blau" })).toBe("colour: rot → blau");
  });
});
