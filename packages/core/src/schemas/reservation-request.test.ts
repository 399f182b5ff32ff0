import { describe, expect, it } from "vitest";
import { validationTexts } from "../texts/validation.ts";
import {
  createReservationRequestSchema,
  guestCancelReservationBodySchema,
  publicReservationRequestSchema,
} from "./reservation-request.ts";

const booking = {
  customerName: " Familie Weber ",
  customerEmail: "Weber@Example.de",
  numberOfGuests: 4,
  reservationDate: "2026-05-01",
  timeSlot: "19:00",
};
const message = (input: unknown) => publicReservationRequestSchema.safeParse(input).error?.issues[0]?.message;

describe("publicReservationRequestSchema", () => {
  it("given a widget booking, trims the name and lowercases the e-mail", () => {
    expect(publicReservationRequestSchema.parse({ ...booking, autoApprove: true })).toEqual({
      ...booking,
      customerName: "Familie Weber",
      customerEmail: "weber@example.de",
      autoApprove: true,
    });
  });
  it("given no or an empty e-mail address (a phone booking by staff), accepts it; a malformed one is refused", () => {
    const { customerEmail: _none, ...withoutEmail } = booking;
    expect(publicReservationRequestSchema.parse(withoutEmail).customerEmail).toBeUndefined();
    expect(publicReservationRequestSchema.parse({ ...booking, customerEmail: "  " }).customerEmail).toBe("");
    expect(message({ ...booking, customerEmail: "weber@" })).toBe(validationTexts.invalidEmail);
  });
  it("given a blank name (direct booking), answers the name text", () => {
    expect(message({ ...booking, customerName: "   " })).toBe(validationTexts.bookingNameRequired);
  });
  it("given 0 or 31 guests, refuses; 1 and 30 pass", () => {
    expect(message({ ...booking, numberOfGuests: 0 })).toBe(validationTexts.guestsOutOfRange);
    expect(message({ ...booking, numberOfGuests: 31 })).toBe(validationTexts.guestsOutOfRange);
    expect(publicReservationRequestSchema.safeParse({ ...booking, numberOfGuests: 1 }).success).toBe(true);
    expect(publicReservationRequestSchema.safeParse({ ...booking, numberOfGuests: 30 }).success).toBe(true);
  });
  it("given 2026-02-30 or 25:00, refuses them", () => {
    expect(message({ ...booking, reservationDate: "2026-02-30" })).toBe(validationTexts.invalidDate);
    expect(message({ ...booking, timeSlot: "25:00" })).toBe(validationTexts.invalidTime);
  });
  it("given special requests over 2000 characters, refuses them", () => {
    expect(message({ ...booking, specialRequests: "x".repeat(2001) })).toBe(
      "Maximal 2000 Zeichen sind erlaubt",
    );
  });
  it("given a status or a table id in the body, rejects the unknown key", () => {
    expect(publicReservationRequestSchema.safeParse({ ...booking, status: "confirmed" }).success).toBe(false);
    expect(publicReservationRequestSchema.safeParse({ ...booking, tableId: "t1" }).success).toBe(false);
  });
  it("given the honeypot field, lets it through for the API to judge", () => {
    expect(publicReservationRequestSchema.parse({ ...booking, website: "http://spam" }).website).toBe(
      "http://spam",
    );
  });
});

describe("createReservationRequestSchema", () => {
  it("given no restaurant, refuses it", () => {
    expect(createReservationRequestSchema.safeParse(booking).success).toBe(false);
    expect(createReservationRequestSchema.safeParse({ ...booking, restaurantId: "r1" }).success).toBe(true);
  });
});

describe("guestCancelReservationBodySchema", () => {
  it("given a short or odd token, refuses it", () => {
    expect(guestCancelReservationBodySchema.safeParse({ token: "abc" }).success).toBe(false);
    expect(guestCancelReservationBodySchema.safeParse({ token: "a".repeat(20) }).success).toBe(true);
    expect(guestCancelReservationBodySchema.safeParse({ token: `${"a".repeat(20)}'--` }).success).toBe(false);
  });
});
