import { describe, expect, it } from "vitest";
import { headerSafeName } from "./header-safe-name.ts";

describe("headerSafeName", () => {
  it("given a plain name, keeps it, umlauts and quotes included", () => {
    expect(headerSafeName('Zum "Goldenen" Hirsch – Café Müller')).toBe('Zum "Goldenen" Hirsch – Café Müller');
  });
  it("given line breaks, a header after them or control characters, makes one line of it", () => {
    expect(headerSafeName("Trattoria\r\nBcc: alle@example.com")).toBe("Trattoria Bcc: alle@example.com");
    expect(headerSafeName("A\u2028B\u2029C\u0085D\tE\u0000F")).toBe("A B C D E F");
  });
  it("collapses runs of white space and trims", () => {
    expect(headerSafeName("  Linde \u00a0 am   Markt ")).toBe("Linde am Markt");
  });
  it("given nothing usable, answers an empty name", () => {
    expect(headerSafeName(" \r\n ")).toBe("");
    expect(headerSafeName(undefined)).toBe("");
  });
});
