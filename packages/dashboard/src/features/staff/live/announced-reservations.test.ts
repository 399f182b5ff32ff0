import { describe, expect, it } from "vitest";
import { AnnouncedReservations } from "./announced-reservations.ts";

const notice = (reservationId?: string) => ({
  ...(reservationId ? { reservationId } : {}),
  customerName: "Anna Schmidt",
  restaurantName: "Trattoria Demo",
  date: "2026-05-20",
  time: "19:00",
  guests: 2,
  tableNames: [],
});

describe("AnnouncedReservations", () => {
  it("given the same reservation twice, lets it through the first time only", () => {
    const announced = new AnnouncedReservations();
    expect(announced.claim(notice("res-1"))).toBe(true);
    expect(announced.claim(notice("res-1"))).toBe(false);
    expect(announced.claim(notice("res-2"))).toBe(true);
  });

  it("given a booking this device sends, keeps its announcement back once; a failed send takes it back", () => {
    const announced = new AnnouncedReservations();
    const own = { customerName: " Anna Schmidt ", date: "2026-05-20", time: "19:00", guests: 2 };
    announced.expectOwn(own);
    expect(announced.claim(notice("res-1"))).toBe(false);
    // Another guest with the same name, date, time and party size later on is announced.
    expect(announced.claim(notice("res-2"))).toBe(true);
    const takeBack = announced.expectOwn(own);
    takeBack();
    takeBack();
    expect(announced.claim(notice("res-3"))).toBe(true);
    announced.expectOwn({ ...own, guests: 4 });
    expect(announced.claim(notice("res-4"))).toBe(true);
  });

  it("given notices without an id (the test event), lets each through", () => {
    const announced = new AnnouncedReservations();
    expect(announced.claim(notice())).toBe(true);
    expect(announced.claim(notice())).toBe(true);
  });

  it("given more than 500 reservations, forgets the oldest first", () => {
    const announced = new AnnouncedReservations();
    for (let i = 0; i <= 500; i += 1) announced.claim(notice(`res-${i}`));
    expect(announced.claim(notice("res-500"))).toBe(false);
    expect(announced.claim(notice("res-0"))).toBe(true);
  });
});
