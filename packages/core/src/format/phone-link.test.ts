import { describe, expect, it } from "vitest";
import { telHref } from "./phone-link.ts";

describe("telHref", () => {
  it("given a number as people write it, keeps only the digits and the leading plus", () => {
    expect(telHref("0171 / 234 56-78")).toBe("tel:01712345678");
    expect(telHref(" +49 30 1234567 ")).toBe("tel:+49301234567");
  });

  it("given the written trunk hint after a country code, leaves it out", () => {
    expect(telHref("+49 (0)30 123456")).toBe("tel:+4930123456");
  });

  it("given nothing to call, answers null", () => {
    expect(telHref("")).toBeNull();
    expect(telHref("keine Angabe")).toBeNull();
  });
});
