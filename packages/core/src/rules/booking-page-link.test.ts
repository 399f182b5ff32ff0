import { describe, expect, it } from "vitest";
import { bookingPagePath, bookingPageShortLink, bookingPageUrl } from "./booking-page-link.ts";

describe("booking page link", () => {
  it("builds the page's path and full address from the origin and the slug", () => {
    expect(bookingPagePath("krone")).toBe("/r/krone");
    expect(bookingPageUrl("https://tisch.example", "krone")).toBe("https://tisch.example/r/krone");
  });

  it("given an origin with a trailing slash, does not double it", () => {
    expect(bookingPageUrl("https://tisch.example/", "krone")).toBe("https://tisch.example/r/krone");
  });

  it("shortens the address for print by leaving out the scheme", () => {
    expect(bookingPageShortLink("https://tisch.example/r/krone")).toBe("tisch.example/r/krone");
    expect(bookingPageShortLink("http://localhost:3001/r/krone")).toBe("localhost:3001/r/krone");
  });
});
