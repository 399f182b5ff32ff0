import { describe, expect, it } from "vitest";
import { validationTexts } from "../texts/validation.ts";
import {
  dateStringSchema,
  guestCountParamSchema,
  guestCountSchema,
  idSchema,
  optionalEmailAddressSchema,
  renameKeys,
  timeStringSchema,
} from "./common.ts";
import { timeSlotsParamsSchema } from "./params.ts";

describe("dateStringSchema", () => {
  it.each(["2026-02-28", "2028-02-29", "2026-12-31"])("given the real date %s, accepts it", (date) => {
    expect(dateStringSchema.parse(date)).toBe(date);
  });
  it.each(["2026-02-30", "2026-02-29", "2026-13-01", "26-01-01", "2026-1-1", "2026-01-01T10:00"])(
    "given %s, refuses it with the date message",
    (date) => {
      expect(dateStringSchema.safeParse(date).error?.issues[0]?.message).toBe(validationTexts.invalidDate);
    },
  );
});

describe("timeStringSchema", () => {
  it("given 00:00 and 23:59, accepts them; 24:00 and 9:00 are refused", () => {
    expect(timeStringSchema.parse("00:00")).toBe("00:00");
    expect(timeStringSchema.parse("23:59")).toBe("23:59");
    expect(timeStringSchema.safeParse("24:00").success).toBe(false);
    expect(timeStringSchema.safeParse("9:00").error?.issues[0]?.message).toBe(validationTexts.invalidTime);
  });
});

describe("guestCountSchema", () => {
  it("given 0 or 31, refuses; 1 and 30 pass", () => {
    expect(guestCountSchema.safeParse(0).error?.issues[0]?.message).toBe(validationTexts.guestsOutOfRange);
    expect(guestCountSchema.safeParse(31).success).toBe(false);
    expect(guestCountSchema.parse(1)).toBe(1);
    expect(guestCountSchema.parse(30)).toBe(30);
  });
  it("given 2.5, refuses it", () => {
    expect(guestCountSchema.safeParse(2.5).success).toBe(false);
  });
  it("given path text '4', reads the number 4; '0', '31', 'x', '-1' are refused", () => {
    expect(guestCountParamSchema.parse("4")).toBe(4);
    for (const bad of ["0", "31", "x", "-1", ""])
      expect(guestCountParamSchema.safeParse(bad).success).toBe(false);
  });
});

describe("timeSlotsParamsSchema", () => {
  it("given valid path parts, parses the guests as a number", () => {
    expect(timeSlotsParamsSchema.parse({ restaurantId: "r1", date: "2026-03-29", guests: "30" })).toEqual({
      restaurantId: "r1",
      date: "2026-03-29",
      guests: 30,
    });
  });
  it("given 2026-02-30, refuses the date", () => {
    expect(
      timeSlotsParamsSchema.safeParse({ restaurantId: "r1", date: "2026-02-30", guests: "2" }).success,
    ).toBe(false);
  });
});

describe("idSchema", () => {
  it("given SQL-looking text or an overlong id, refuses it", () => {
    expect(idSchema.safeParse("1; DROP TABLE users").error?.issues[0]?.message).toBe(
      validationTexts.invalidId,
    );
    expect(idSchema.safeParse("a".repeat(65)).success).toBe(false);
    expect(idSchema.parse("0b9e2c1a-7f3e-4c1d-9a53-2f6f0e6b9c11")).toBe(
      "0b9e2c1a-7f3e-4c1d-9a53-2f6f0e6b9c11",
    );
  });
});

describe("optionalEmailAddressSchema", () => {
  it("given blank text, reads it as empty (clears the address); given an invalid one, refuses", () => {
    expect(optionalEmailAddressSchema.parse("  ")).toBe("");
    expect(optionalEmailAddressSchema.parse(undefined)).toBeUndefined();
    expect(optionalEmailAddressSchema.parse(" Info@Trattoria.de ")).toBe("info@trattoria.de");
    expect(optionalEmailAddressSchema.safeParse("kein e-mail").success).toBe(false);
  });
});

describe("renameKeys", () => {
  it("given only the alternate key, renames it; given both, keeps the main one", () => {
    expect(renameKeys({ id: 1 }, { id: "_id" })).toEqual({ _id: 1 });
    expect(renameKeys({ id: 1, _id: "a" }, { id: "_id" })).toEqual({ _id: "a" });
    expect(renameKeys("x", { id: "_id" })).toBe("x");
  });
});
