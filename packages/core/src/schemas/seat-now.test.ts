import { describe, expect, it } from "vitest";
import { seatNowRequestSchema } from "./seat-now.ts";

const valid = { restaurantId: "r1", tableId: "t1", numberOfGuests: 2 };

describe("seatNowRequestSchema", () => {
  it("given a table and a party size only, accepts a walk-in without name and phone", () => {
    expect(seatNowRequestSchema.parse(valid)).toEqual(valid);
  });
  it("given a name, a phone and a shorter stay, trims and keeps them", () => {
    expect(
      seatNowRequestSchema.parse({
        ...valid,
        customerName: " Erika ",
        customerPhone: " 0171 ",
        stayMinutes: 20,
      }),
    ).toEqual({ ...valid, customerName: "Erika", customerPhone: "0171", stayMinutes: 20 });
  });
  it("given a stay under 15 or over 360 minutes, refuses it in German", () => {
    for (const stayMinutes of [10, 361, 20.5]) {
      const result = seatNowRequestSchema.safeParse({ ...valid, stayMinutes });
      expect(result.error?.issues[0]?.message).toBe(
        "Die Aufenthaltsdauer muss zwischen 15 und 360 Minuten liegen.",
      );
    }
  });
  it("given no party, 0 guests, no table or an unknown field, refuses", () => {
    expect(seatNowRequestSchema.safeParse({ ...valid, numberOfGuests: 0 }).success).toBe(false);
    expect(seatNowRequestSchema.safeParse({ restaurantId: "r1", numberOfGuests: 2 }).success).toBe(false);
    expect(seatNowRequestSchema.safeParse({ ...valid, timeSlot: "19:00" }).success).toBe(false);
  });
  it("given a name over two lines, refuses it", () => {
    expect(seatNowRequestSchema.safeParse({ ...valid, customerName: "Erika\nMustermann" }).success).toBe(
      false,
    );
  });
});
