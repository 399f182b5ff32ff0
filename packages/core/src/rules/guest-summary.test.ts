import { describe, expect, it } from "vitest";
import {
  countGuestReservations,
  type GuestReservationLike,
  groupReservationsByGuest,
  isReservationAhead,
  summariseGuest,
  summariseGuestCounts,
  visitNumberOf,
} from "./guest-summary.ts";

const now = new Date("2026-11-24T12:00:00Z");
let n = 0;
function reservation(date: string, status: string, guests = 2, extra: Partial<GuestReservationLike> = {}) {
  n += 1;
  const startsAt = new Date(`${date}T18:00:00Z`);
  return {
    id: `r${n}`,
    status,
    customerName: "Anna Schmidt",
    customerEmail: "anna@example.de",
    customerPhone: "030 1234567",
    numberOfGuests: guests,
    reservationDate: date,
    timeSlot: "19:00",
    startsAt,
    endsAt: new Date(startsAt.getTime() + 2 * 3600_000),
    createdAt: new Date("2026-01-01T00:00:00Z"),
    ...extra,
  };
}

/** Anna's history below, counted: what both summaries answer alike. */
const annasCounts = {
  key: "anna@example.de",
  visits: 3,
  noShows: 1,
  cancellations: 1,
  reservations: 6,
  firstVisit: "2026-03-01",
  lastVisit: "2026-10-05",
  nextReservation: "2026-12-24",
};

describe("summariseGuest (visits = completed, no-shows, cancellations, first/last visit, average party size)", () => {
  const history = [
    reservation("2026-03-01", "confirmed", 2),
    reservation("2026-05-10", "confirmed", 4),
    reservation("2026-07-20", "no_show", 6),
    reservation("2026-08-02", "cancelled", 8),
    reservation("2026-10-05", "confirmed", 3),
    reservation("2026-12-24", "confirmed", 5, { customerName: "Anna Schmidt-Meyer" }),
  ];

  it("given 3 completed visits, a no-show, a cancellation and one ahead, counts each", () => {
    const summary = summariseGuest(history, now);
    expect(summary).toMatchObject({ ...annasCounts, name: "Anna Schmidt-Meyer" });
  });
  it("given parties of 2, 4 and 3 on the completed visits, averages 3 (no-shows and cancellations left out)", () => {
    expect(summariseGuest(history, now)?.averagePartySize).toBe(3);
  });
  it("given parties of 2 and 3, gives one decimal (2.5)", () => {
    const two = [reservation("2026-03-01", "confirmed", 2), reservation("2026-04-01", "confirmed", 3)];
    expect(summariseGuest(two, now)?.averagePartySize).toBe(2.5);
  });
  it("given a confirmed reservation still going on, does not count it as a visit yet", () => {
    const today = reservation("2026-11-24", "confirmed", 2, {
      startsAt: new Date("2026-11-24T11:00:00Z"),
      endsAt: new Date("2026-11-24T13:00:00Z"),
    });
    expect(summariseGuest([today], now)).toMatchObject({
      visits: 0,
      firstVisit: null,
      averagePartySize: null,
    });
  });
  it("given visits whose guests arrived, sat down or left, counts the ended ones like confirmed ones", () => {
    const visits = [
      reservation("2026-03-01", "completed", 2),
      reservation("2026-04-01", "seated", 4),
      reservation("2026-05-01", "arrived", 3),
    ];
    expect(summariseGuest(visits, now)).toMatchObject({ visits: 3, averagePartySize: 3 });
  });
  it("given a guest who left today before the booked end, counts the visit at once", () => {
    const leftEarly = reservation("2026-11-24", "completed", 2, {
      startsAt: new Date("2026-11-24T11:00:00Z"),
      endsAt: new Date("2026-11-24T13:00:00Z"),
    });
    expect(summariseGuest([leftEarly], now)).toMatchObject({ visits: 1, lastVisit: "2026-11-24" });
  });
  it("given a guest seated at this moment, keeps the reservation as the one ahead, not yet a visit", () => {
    const atTable = reservation("2026-11-24", "seated", 2, {
      startsAt: new Date("2026-11-24T11:00:00Z"),
      endsAt: new Date("2026-11-24T13:00:00Z"),
    });
    expect(summariseGuest([atTable], now)).toMatchObject({ visits: 0, nextReservation: "2026-11-24" });
  });
  it("given no reservations, gives null", () => {
    expect(summariseGuest([], now)).toBeNull();
  });
});

describe("groupReservationsByGuest", () => {
  it("given one address in two spellings and a phone-only guest, gives two guests; no contact, none", () => {
    const groups = groupReservationsByGuest([
      reservation("2026-03-01", "confirmed", 2, { customerEmail: "Anna@Example.de" }),
      reservation("2026-04-01", "confirmed", 2),
      reservation("2026-04-02", "confirmed", 2, { customerEmail: "", customerPhone: "+49 30 7654321" }),
      reservation("2026-04-03", "confirmed", 2, { customerEmail: "", customerPhone: "" }),
    ]);
    expect([...groups.keys()]).toEqual(["anna@example.de", "+49307654321"]);
    expect(groups.get("anna@example.de")).toHaveLength(2);
  });
});

describe("visitNumberOf (the card's '7. Besuch')", () => {
  it("given 6 completed visits before, calls today's reservation the 7th visit", () => {
    const past = ["01", "02", "03", "04", "05", "06"].map((m) => reservation(`2026-${m}-10`, "confirmed"));
    const tonight = reservation("2026-11-24", "confirmed", 2, {
      startsAt: new Date("2026-11-24T18:00:00Z"),
      endsAt: new Date("2026-11-24T20:00:00Z"),
    });
    const all = [...past, reservation("2026-07-10", "no_show"), tonight];
    expect(visitNumberOf(tonight, all, now)).toBe(7);
    expect(visitNumberOf(past[0] as GuestReservationLike, all, now)).toBe(1);
  });
  it("given a completed visit, still numbers it", () => {
    const first = reservation("2026-03-01", "completed");
    expect(visitNumberOf(first, [first], now)).toBe(1);
  });
  it("given a cancelled reservation, gives no visit number", () => {
    const cancelled = reservation("2026-12-01", "cancelled");
    expect(visitNumberOf(cancelled, [cancelled], now)).toBeNull();
  });
});

describe("summariseGuestCounts (the same summary from counts a database adds up)", () => {
  const counts = {
    key: "anna@example.de",
    name: " Anna Schmidt ",
    email: "Anna@Example.de",
    phone: "030 1234567",
    reservations: 6,
    visits: 3,
    visitGuests: 10,
    noShows: 1,
    cancellations: 1,
    firstVisit: "2026-03-01",
    lastVisit: "2026-10-05",
    nextReservation: "2026-12-24",
  };

  it("given 3 visits with 10 guests, averages 3.3 per visit; trims the contact, lowers the address", () => {
    expect(summariseGuestCounts(counts)).toEqual({
      name: "Anna Schmidt",
      email: "anna@example.de",
      phone: "030 1234567",
      ...annasCounts,
      averagePartySize: 3.3,
    });
  });
  it("given no visit yet, has no average; given no reservation, no summary", () => {
    expect(summariseGuestCounts({ ...counts, visits: 0, visitGuests: 0 })?.averagePartySize).toBeNull();
    expect(summariseGuestCounts({ ...counts, reservations: 0 })).toBeNull();
  });
  it("given the rows, counts what summariseGuest reads, so both ways give one summary", () => {
    const rows = [
      reservation("2026-03-01", "confirmed", 2),
      reservation("2026-07-20", "no_show", 6),
      reservation("2026-08-02", "canceled", 8),
      reservation("2026-12-24", "pending", 5, { customerName: "  " }),
    ];
    const counted = countGuestReservations(rows, now);
    expect(counted).toMatchObject({ visits: 1, visitGuests: 2, noShows: 1, cancellations: 1 });
    expect(counted && summariseGuestCounts(counted)).toEqual(summariseGuest(rows, now));
    expect(countGuestReservations([], now)).toBeNull();
  });
});

describe("isReservationAhead", () => {
  it("given a pending or confirmed reservation not yet over, is ahead; cancelled or over, not", () => {
    expect(isReservationAhead(reservation("2026-12-24", "pending"), now)).toBe(true);
    expect(isReservationAhead(reservation("2026-12-24", "confirmed"), now)).toBe(true);
    expect(isReservationAhead(reservation("2026-12-24", "cancelled"), now)).toBe(false);
    expect(isReservationAhead(reservation("2026-11-01", "confirmed"), now)).toBe(false);
  });
});
