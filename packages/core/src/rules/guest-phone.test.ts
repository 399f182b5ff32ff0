import { describe, expect, it } from "vitest";
import { guestPhoneKey } from "./guest-phone.ts";

describe("guestPhoneKey", () => {
  it("given one number written three ways, gives one key", () => {
    expect(guestPhoneKey("030 1234567")).toBe("+49301234567");
    expect(guestPhoneKey("+49 30 123 45 67")).toBe("+49301234567");
    expect(guestPhoneKey("0049-30-1234567")).toBe("+49301234567");
    expect(guestPhoneKey("(030) 123/45.67")).toBe("+49301234567");
  });

  it("given a foreign number, keeps its country code", () => {
    expect(guestPhoneKey("+43 1 5123456")).toBe("+4315123456");
    expect(guestPhoneKey("0043 1 5123456")).toBe("+4315123456");
  });

  it("given no digits, gives nothing to match", () => {
    expect(guestPhoneKey("")).toBe("");
    expect(guestPhoneKey(" - ")).toBe("");
  });
});
