import { describe, expect, it } from "vitest";
import { reservationPageQuerySchema } from "./reservation-page.ts";

const messageOf = (query: Record<string, unknown>) =>
  reservationPageQuerySchema.safeParse(query).error?.issues[0]?.message;

describe("reservationPageQuerySchema", () => {
  it("given nothing, asks for the first 50 of all reservations by date", () => {
    expect(reservationPageQuerySchema.parse({})).toEqual({ status: "all", sort: "date-asc", limit: 50 });
  });

  it("given a query string's values, reads the limit as a number and trims the search", () => {
    expect(
      reservationPageQuerySchema.parse({
        status: "no_show",
        from: "2026-05-01",
        to: "2026-05-31",
        q: "  Müller ",
        sort: "guests-desc",
        cursor: "abc",
        limit: "200",
      }),
    ).toEqual({
      status: "no_show",
      from: "2026-05-01",
      to: "2026-05-31",
      q: "Müller",
      sort: "guests-desc",
      cursor: "abc",
      limit: 200,
    });
  });

  it("given bad values, refuses each in German", () => {
    expect(messageOf({ status: "open" })).toMatch(/Bitte wählen Sie als Status/);
    expect(messageOf({ sort: "price" })).toMatch(/Bitte sortieren Sie/);
    expect(messageOf({ limit: "0" })).toBe("Pro Seite sind 1 bis 200 Reservierungen möglich.");
    expect(messageOf({ limit: "201" })).toBe("Pro Seite sind 1 bis 200 Reservierungen möglich.");
    expect(messageOf({ limit: "zehn" })).toBe("Pro Seite sind 1 bis 200 Reservierungen möglich.");
    expect(messageOf({ q: "x".repeat(101) })).toBe("Der Suchbegriff ist zu lang.");
    expect(messageOf({ cursor: "" })).toMatch(/Seitenangabe ist ungültig/);
    expect(messageOf({ from: "2026-05-10", to: "2026-05-01" })).toBe("„to“ darf nicht vor „from“ liegen.");
    expect(messageOf({ extra: "1" })).toBeDefined();
  });

  it("given one open end, accepts it", () => {
    expect(reservationPageQuerySchema.parse({ from: "2026-05-12" }).from).toBe("2026-05-12");
    expect(reservationPageQuerySchema.parse({ to: "2026-05-11" }).to).toBe("2026-05-11");
  });
});
