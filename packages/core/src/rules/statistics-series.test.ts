import { describe, expect, it } from "vitest";
import { statisticsBucket, statisticsHeatmap, statisticsSeries } from "./statistics-series.ts";

const day = { bucket: "day" as const, timeZone: "Europe/Berlin" };

describe("statisticsBucket", () => {
  it("given Heute, 7 and 30 days, uses days; 3 months, a year and all time use weeks", () => {
    expect(["today", "7days", "30days"].map((p) => statisticsBucket(p as "today"))).toEqual([
      "day",
      "day",
      "day",
    ]);
    expect(["90days", "1year", "all"].map((p) => statisticsBucket(p as "all"))).toEqual([
      "week",
      "week",
      "week",
    ]);
  });
});

describe("statisticsSeries", () => {
  it("given reservations and payments, sums per day with gaps as zeros and leaves cancellations out", () => {
    const series = statisticsSeries(
      [
        { reservationDate: "2026-05-12", timeSlot: "19:00", numberOfGuests: 4, status: "confirmed" },
        { reservationDate: "2026-05-12", timeSlot: "20:00", numberOfGuests: 2, status: "pending" },
        { reservationDate: "2026-05-12", timeSlot: "20:00", numberOfGuests: 9, status: "cancelled" },
        { reservationDate: "2026-05-14", timeSlot: "12:00", partySize: 3, status: "confirmed" },
      ],
      [
        // 23:30 in Berlin on the 13th is 21:30 UTC: it counts on the 13th.
        { paidAt: "2026-05-13T21:30:00Z", paymentMethod: "cash", amount: 20.1, tip: 1.2 },
        { paidAt: "2026-05-13T10:00:00Z", paymentMethod: "card", amount: 10.2, tip: 0.5 },
      ],
      { ...day, firstDate: "2026-05-12", lastDate: "2026-05-14" },
    );
    expect(series).toEqual([
      { date: "2026-05-12", reservations: 2, guests: 6, cash: 0, card: 0, tips: 0 },
      { date: "2026-05-13", reservations: 0, guests: 0, cash: 20.1, card: 10.2, tips: 1.7 },
      { date: "2026-05-14", reservations: 1, guests: 3, cash: 0, card: 0, tips: 0 },
    ]);
  });

  it("given weeks, buckets by Monday (Thursday 14 May 2026 belongs to Monday 11 May)", () => {
    const series = statisticsSeries(
      [{ reservationDate: "2026-05-14", numberOfGuests: 2, status: "confirmed" }],
      [],
      { bucket: "week", timeZone: "Europe/Berlin", firstDate: "2026-05-01", lastDate: "2026-05-14" },
    );
    expect(series.map((p) => [p.date, p.reservations])).toEqual([
      ["2026-04-27", 0],
      ["2026-05-04", 0],
      ["2026-05-11", 1],
    ]);
  });

  it("given an unreadable last date, answers no points instead of throwing", () => {
    expect(
      statisticsSeries([], [], {
        bucket: "week",
        timeZone: "Europe/Berlin",
        firstDate: null,
        lastDate: "kaputt",
      }),
    ).toEqual([]);
  });

  it("given all time (no first date), starts at the earliest data", () => {
    const series = statisticsSeries([{ reservationDate: "2026-05-13", numberOfGuests: 2 }], [], {
      ...day,
      firstDate: null,
      lastDate: "2026-05-14",
    });
    expect(series.map((p) => p.date)).toEqual(["2026-05-13", "2026-05-14"]);
  });
});

describe("statisticsHeatmap", () => {
  it("given reservations, counts them by weekday (Monday first) and hour of the slot", () => {
    const map = statisticsHeatmap([
      { reservationDate: "2026-05-14", timeSlot: "19:30", status: "confirmed" },
      { reservationDate: "2026-05-14", timeSlot: "19:00", status: "pending" },
      { reservationDate: "2026-05-11", timeSlot: "12:00", status: "confirmed" },
      { reservationDate: "2026-05-11", timeSlot: "12:00", status: "cancelled" },
      { reservationDate: "2026-05-11", timeSlot: "kaputt", status: "confirmed" },
    ]);
    expect(map).toHaveLength(7);
    expect(map[3]?.[19]).toBe(2);
    expect(map[0]?.[12]).toBe(1);
    expect(map.flat().reduce((a, b) => a + b, 0)).toBe(3);
  });
});
