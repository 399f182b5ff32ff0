import { describe, expect, it } from "vitest";
import { guestConfirmedShare } from "./guest-confirmed-share.ts";
import { noShowStatistics } from "./no-show-statistics.ts";
import { reservationCountOf } from "./reservation-fields.ts";
import { revenueStatistics } from "./revenue-statistics.ts";
import { statisticsHeatmap, statisticsSeries } from "./statistics-series.ts";
import { reservationStatisticsSummary } from "./statistics-summary.ts";

// The database answers long periods as groups of alike reservations (and payments) with their count:
// every figure must come out as if each reservation were counted one by one.

const statuses = ["confirmed", "confirmed", "confirmed", "cancelled", "no_show", "pending"] as const;
const slots = ["12:00", "13:15", "19:00", "20:30"];

interface Visit {
  reservationDate: string;
  timeSlot: string;
  status: string;
  numberOfGuests: number;
  reminderSentAt: string | null;
  guestConfirmedAt: string | null;
}

function visits(): Visit[] {
  const list: Visit[] = [];
  for (let i = 0; i < 400; i += 1) {
    const day = 1 + (i % 60);
    const date = new Date(Date.UTC(2026, 0, day)).toISOString().slice(0, 10);
    const reminded = i % 3 === 0;
    list.push({
      reservationDate: date,
      timeSlot: slots[i % slots.length] ?? "19:00",
      status: statuses[(i * 7) % statuses.length] ?? "confirmed",
      numberOfGuests: 1 + (i % 6),
      reminderSentAt: reminded ? "2026-01-01T08:00:00.000Z" : null,
      guestConfirmedAt: reminded && i % 2 === 0 ? "2026-01-01T09:00:00.000Z" : null,
    });
  }
  return list;
}

/** Groups as the statistics query does: by day, time, status, reminded and guest-confirmed. */
function grouped(list: Visit[]) {
  const groups = new Map<string, Visit & { count: number }>();
  for (const visit of list) {
    const key = [
      visit.reservationDate,
      visit.timeSlot,
      visit.status,
      visit.reminderSentAt !== null,
      visit.guestConfirmedAt !== null,
    ].join("|");
    const group = groups.get(key);
    if (group) {
      group.count += 1;
      group.numberOfGuests += visit.numberOfGuests;
    } else groups.set(key, { ...visit, count: 1 });
  }
  return [...groups.values()];
}

const payments = Array.from({ length: 90 }, (_, i) => ({
  paidAt: new Date(Date.UTC(2026, 0, 1 + (i % 20), 20, i % 60)),
  method: i % 3 === 0 ? "cash" : "card",
  totalCents: 2000 + i * 35,
  tipCents: i % 4 === 0 ? 0 : 150 + i,
}));

const orderLike = (p: {
  totalCents: number;
  tipCents: number;
  paidAt: Date;
  method: string;
  count?: number;
}) => ({
  count: p.count,
  totalAmount: p.totalCents / 100,
  payment: {
    paidAt: p.paidAt,
    finalAmount: (p.totalCents + p.tipCents) / 100,
    tip: p.tipCents / 100,
    paymentMethod: p.method,
  },
});

function groupedPayments() {
  const groups = new Map<
    string,
    { paidAt: Date; method: string; totalCents: number; tipCents: number; count: number }
  >();
  for (const p of payments) {
    const key = `${p.paidAt.toISOString().slice(0, 10)}|${p.method}`;
    const group = groups.get(key);
    if (group) {
      group.count += 1;
      group.totalCents += p.totalCents;
      group.tipCents += p.tipCents;
    } else groups.set(key, { ...p, count: 1 });
  }
  return [...groups.values()];
}

describe("statistics over grouped rows", () => {
  const one = visits();
  const groups = grouped(one);

  it("has fewer rows than reservations, so the comparison means something", () => {
    expect(groups.length).toBeLessThan(one.length / 2);
    expect(groups.reduce((sum, g) => sum + g.count, 0)).toBe(one.length);
  });

  it("gives the same summary tiles, no-show figures and guest-confirmed share", () => {
    expect(reservationStatisticsSummary(groups, null)).toEqual(reservationStatisticsSummary(one, null));
    expect(noShowStatistics(groups)).toEqual(noShowStatistics(one));
    expect(guestConfirmedShare(groups)).toEqual(guestConfirmedShare(one));
  });

  it("gives the same series and heatmap", () => {
    const options = {
      bucket: "week" as const,
      firstDate: null,
      lastDate: "2026-03-31",
      timeZone: "Europe/Berlin",
    };
    expect(statisticsSeries(groups, [], options)).toEqual(statisticsSeries(one, [], options));
    expect(statisticsHeatmap(groups)).toEqual(statisticsHeatmap(one));
  });

  it("gives the same revenue for payments grouped by day and method", () => {
    const range = { start: null, end: null };
    const single = revenueStatistics(payments.map(orderLike), range);
    expect(single?.orderCount).toBe(90);
    expect(revenueStatistics(groupedPayments().map(orderLike), range)).toEqual(single);
  });

  it("counts a row without count as one reservation, and a broken count as none", () => {
    expect(reservationCountOf({})).toBe(1);
    expect(reservationCountOf({ count: null })).toBe(1);
    expect(reservationCountOf({ count: 3 })).toBe(3);
    expect(reservationCountOf({ count: -2 })).toBe(0);
    expect(reservationCountOf({ count: Number.NaN })).toBe(0);
  });
});
