import { describe, expect, it } from "vitest";
import {
  BOOKING_REFERENCE_ALPHABET,
  BOOKING_REFERENCE_LENGTH,
  bookingReferenceFromBytes,
  isBookingReference,
  newBookingReference,
} from "./booking-reference.ts";

describe("BOOKING_REFERENCE_ALPHABET", () => {
  it("has 32 distinct characters without the look-alikes 0, O, 1 and I", () => {
    expect(new Set(BOOKING_REFERENCE_ALPHABET).size).toBe(32);
    for (const lookAlike of ["0", "O", "1", "I"]) expect(BOOKING_REFERENCE_ALPHABET).not.toContain(lookAlike);
    expect(BOOKING_REFERENCE_ALPHABET).toMatch(/^[2-9A-Z]+$/);
  });
});

describe("bookingReferenceFromBytes", () => {
  it("given bytes, picks one character per byte by its low 5 bits", () => {
    expect(bookingReferenceFromBytes(Uint8Array.of(0, 1, 31, 32, 255, 8))).toBe("23Z2ZA");
  });
  it("given more bytes than needed, uses the first six", () => {
    expect(bookingReferenceFromBytes(Uint8Array.of(0, 0, 0, 0, 0, 0, 31))).toBe("222222");
  });
  it("given fewer than six bytes, refuses", () => {
    expect(() => bookingReferenceFromBytes(Uint8Array.of(1, 2, 3))).toThrow(RangeError);
  });
  it("gives every character the same share over all byte values", () => {
    const counts = new Map<string, number>();
    for (let byte = 0; byte < 256; byte++) {
      const char = bookingReferenceFromBytes(new Uint8Array(6).fill(byte))[0] ?? "";
      counts.set(char, (counts.get(char) ?? 0) + 1);
    }
    expect(counts.size).toBe(32);
    expect(new Set(counts.values())).toEqual(new Set([8]));
  });
});

describe("newBookingReference", () => {
  it("draws six characters of the alphabet from the random source", () => {
    const reference = newBookingReference();
    expect(reference).toHaveLength(BOOKING_REFERENCE_LENGTH);
    expect(isBookingReference(reference)).toBe(true);
  });
  it("draws from Web Crypto by default: two thousand references are (almost surely) all different", () => {
    const drawn = new Set(Array.from({ length: 2000 }, () => newBookingReference()));
    expect(drawn.size).toBeGreaterThan(1995);
  });
  it("given a random source, asks it for six bytes and spells them", () => {
    const sizes: number[] = [];
    const reference = newBookingReference((bytes) => {
      sizes.push(bytes.length);
      return bytes.fill(9);
    });
    expect(sizes).toEqual([6]);
    expect(reference).toBe("BBBBBB");
  });
});

describe("isBookingReference", () => {
  it("given six characters of the alphabet, accepts", () => {
    expect(isBookingReference("K7M2QX")).toBe(true);
  });
  it("given look-alikes, lower case, another length or spaces, refuses", () => {
    for (const text of [
      "K7M2Q0",
      "K7M2QO",
      "K7M2Q1",
      "K7M2QI",
      "k7m2qx",
      "K7M2Q",
      "K7M2QXY",
      " K7M2QX",
      "",
    ]) {
      expect(isBookingReference(text), text).toBe(false);
    }
  });
});
