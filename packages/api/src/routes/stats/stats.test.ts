import { newBookingReference } from "@tischservice/core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  menuItems,
  orderItems,
  orders,
  paymentOrders,
  payments,
  reservations,
} from "../../db/schema/index.ts";
import { expectStatuses } from "../../test/roles.ts";
import { signedInCast } from "../../test/signed-in-cast.ts";
import { setupTestContext } from "../../test/test-context.ts";

const ctx = await setupTestContext();
const { cast, as } = signedInCast(ctx);

/** A reservation of the no-show and guest-confirmation tests: 2 guests, 19:00 Berlin (17:00 UTC), two hours. */
function statsRow(
  restaurantId: string,
  reservationDate: string,
  overrides: Partial<typeof reservations.$inferInsert> = {},
) {
  const startsAt = new Date(`${reservationDate}T17:00:00Z`);
  return {
    restaurantId,
    reference: newBookingReference(),
    customerName: "Gast",
    numberOfGuests: 2,
    reservationDate,
    timeSlot: "19:00",
    startsAt,
    endsAt: new Date(startsAt.getTime() + 7_200_000),
    status: "confirmed" as const,
    ...overrides,
  };
}

async function visit(
  date: string,
  status: "confirmed" | "cancelled" | "pending",
  guests: number,
  paid?: [number, number, "cash" | "card"],
) {
  const startsAt = new Date(`${date}T17:00:00Z`);
  await ctx.db.insert(reservations).values({
    restaurantId: cast.restaurant.id,
    reference: newBookingReference(),
    customerName: "Gast",
    numberOfGuests: guests,
    reservationDate: date,
    timeSlot: "19:00",
    startsAt,
    endsAt: new Date(startsAt.getTime() + 7_200_000),
    status,
  });
  if (!paid) return;
  const [total, tip, method] = paid;
  const paidAt = new Date(startsAt.getTime() + 5_400_000);
  const [order] = await ctx.db
    .insert(orders)
    .values({
      restaurantId: cast.restaurant.id,
      totalCents: total,
      status: "paid",
      paidAt,
      createdAt: startsAt,
    })
    .returning();
  const [item] = await ctx.db.select().from(menuItems).limit(1);
  await ctx.db.insert(orderItems).values({
    orderId: order?.id ?? "",
    menuItemId: item?.id ?? null,
    name: "Menü",
    priceCents: total,
    quantity: 1,
    type: "main",
    delivered: true,
  });
  const [payment] = await ctx.db
    .insert(payments)
    .values({
      restaurantId: cast.restaurant.id,
      requestId: `r-${date}-${total}`,
      paymentMethod: method,
      finalAmountCents: total + tip,
      tipCents: tip,
      paidAt,
    })
    .returning();
  await ctx.db
    .insert(paymentOrders)
    .values({ paymentId: payment?.id ?? "", orderId: order?.id ?? "", amountCents: total, tipCents: tip });
}

beforeAll(async () => {
  await ctx.db.insert(menuItems).values({ restaurantId: cast.restaurant.id, name: "Menü", priceCents: 100 });
  // Clock: 2026-05-12 12:00 Berlin. Today, 5 days ago, 20 days ago, 200 days ago.
  await visit("2026-05-12", "confirmed", 4, [5000, 500, "card"]);
  await visit("2026-05-07", "confirmed", 2, [3000, 0, "cash"]);
  await visit("2026-05-07", "cancelled", 6);
  await visit("2026-04-22", "pending", 3);
  await visit("2025-10-24", "confirmed", 8, [10000, 1000, "card"]);
});

describe("GET /api/stats/{restaurantId}", () => {
  it("is for the owner and admins; sub-users and strangers are refused", async () => {
    await expectStatuses(
      as,
      { anonymous: 401, customer: 403, otherOwner: 403, subuser: 403, owner: 200, admin: 200 },
      (c) => c.get(`/api/stats/${cast.restaurant.id}?period=7days`),
    );
    expect((await as.owner.get(`/api/stats/${cast.restaurant.id}?period=woche`)).status).toBe(400);
  });

  it("computes the tiles and revenue cards from only the period's rows", async () => {
    const week = (await as.owner.get(`/api/stats/${cast.restaurant.id}?period=7days`)).body.data as Record<
      string,
      unknown
    >;
    expect(week.summary).toEqual({
      total: 3,
      confirmed: 2,
      guests: 6,
      seatedGuests: 0,
      averageStayMinutes: null,
      orders: 2,
      revenue: 85,
      successRate: 66.7,
      averageGuests: 3,
    });
    expect(week.revenue).toMatchObject({
      totalRevenue: 85,
      orderCount: 2,
      totalTips: 5,
      cash: { count: 1, amount: 30 },
      card: { count: 1, amount: 55 },
    });
    const today = (await as.owner.get(`/api/stats/${cast.restaurant.id}?period=today`)).body.data as Record<
      string,
      unknown
    >;
    expect(today.summary).toMatchObject({ total: 1, orders: 1, revenue: 55 });
    const month = (await as.owner.get(`/api/stats/${cast.restaurant.id}`)).body.data as Record<
      string,
      unknown
    >;
    expect(month).toMatchObject({ period: "30days", summary: { total: 4, orders: 2 } });
    const all = (await as.admin.get(`/api/stats/${cast.restaurant.id}?period=all`)).body.data as Record<
      string,
      unknown
    >;
    expect(all).toMatchObject({ from: null, summary: { total: 5, confirmed: 3, orders: 3, revenue: 195 } });
  });

  it("answers null revenue ('Keine Daten') for a period without payments", async () => {
    const empty = (await as.admin.get(`/api/stats/${cast.otherRestaurant.id}?period=7days`)).body
      .data as Record<string, unknown>;
    expect(empty).toMatchObject({ revenue: null, summary: { total: 0, successRate: 0 } });
  });

  it("answers the charts' day series and the weekday-hour heat map of the period only", async () => {
    const week = (await as.owner.get(`/api/stats/${cast.restaurant.id}?period=7days`)).body.data as {
      bucket: string;
      series: Array<Record<string, unknown>>;
      heatmap: number[][];
    };
    expect(week.bucket).toBe("day");
    expect(week.series.map((p) => p.date)).toEqual([
      "2026-05-05",
      "2026-05-06",
      "2026-05-07",
      "2026-05-08",
      "2026-05-09",
      "2026-05-10",
      "2026-05-11",
      "2026-05-12",
    ]);
    expect(week.series[2]).toEqual({
      date: "2026-05-07",
      reservations: 1,
      guests: 2,
      cash: 30,
      card: 0,
      tips: 0,
    });
    expect(week.series[7]).toEqual({
      date: "2026-05-12",
      reservations: 1,
      guests: 4,
      cash: 0,
      card: 50,
      tips: 5,
    });
    // Tuesday 12 May and Thursday 7 May at 19:00; the cancelled visit does not count.
    expect(week.heatmap[1]?.[19]).toBe(1);
    expect(week.heatmap[3]?.[19]).toBe(1);
    expect(week.heatmap.flat().reduce((a, b) => a + b, 0)).toBe(2);
    const all = (await as.owner.get(`/api/stats/${cast.restaurant.id}?period=all`)).body.data as {
      bucket: string;
      series: Array<{ date: string; card: number }>;
    };
    expect(all.bucket).toBe("week");
    expect(all.series[0]).toMatchObject({ date: "2025-10-20", card: 100 });
    expect(all.series.at(-1)?.date).toBe("2026-05-11");
  });

  it("answers the no-show rate per month: no-shows among the confirmed and no-show reservations", async () => {
    const row = (reservationDate: string, status: "confirmed" | "no_show" | "cancelled") =>
      statsRow(cast.otherRestaurant.id, reservationDate, { status });
    await ctx.db
      .insert(reservations)
      .values([
        row("2026-04-20", "confirmed"),
        row("2026-04-21", "no_show"),
        row("2026-05-04", "confirmed"),
        row("2026-05-05", "confirmed"),
        row("2026-05-06", "confirmed"),
        row("2026-05-07", "no_show"),
        row("2026-05-08", "cancelled"),
      ]);
    const all = (await as.owner.get(`/api/stats/${cast.restaurant.id}?period=all`)).body.data as {
      noShows: unknown;
    };
    expect(all.noShows).toMatchObject({ noShows: 0, rate: 0 });
    const other = (await as.admin.get(`/api/stats/${cast.otherRestaurant.id}?period=all`)).body.data as {
      noShows: unknown;
      summary: unknown;
    };
    expect(other.noShows).toEqual({
      expected: 6,
      noShows: 2,
      rate: 33.3,
      byMonth: [
        { month: "2026-04", expected: 2, noShows: 1, rate: 50 },
        { month: "2026-05", expected: 4, noShows: 1, rate: 25 },
      ],
    });
    // A no-show is no confirmed reservation in the tiles.
    expect(other.summary).toMatchObject({ total: 7, confirmed: 4 });
  });

  it("answers the share of reminded reservations the guest confirmed; other restaurants' rows stay out", async () => {
    const restaurantId = cast.otherRestaurant.id;
    const row = (
      reservationDate: string,
      reminded: boolean,
      confirmedByGuest: boolean,
      status: "confirmed" | "cancelled" = "confirmed",
    ) => {
      const startsAt = new Date(`${reservationDate}T17:00:00Z`);
      return statsRow(restaurantId, reservationDate, {
        status,
        reminderSentAt: reminded ? new Date(startsAt.getTime() - 86_400_000) : null,
        guestConfirmedAt: confirmedByGuest ? new Date(startsAt.getTime() - 80_000_000) : null,
      });
    };
    const empty = (await as.admin.get(`/api/stats/${restaurantId}?period=all`)).body.data as {
      guestConfirmed: unknown;
    };
    expect(empty.guestConfirmed).toEqual({ reminded: 0, confirmed: 0, rate: 0 });
    await ctx.db.insert(reservations).values([
      row("2026-05-08", true, true),
      row("2026-05-09", true, false),
      row("2026-05-10", true, false, "cancelled"),
      row("2026-05-11", false, false),
      // Before the 7-day period: counts only in 'all'.
      row("2026-04-01", true, true),
    ]);
    const week = (await as.admin.get(`/api/stats/${restaurantId}?period=7days`)).body.data as {
      guestConfirmed: unknown;
    };
    expect(week.guestConfirmed).toEqual({ reminded: 3, confirmed: 1, rate: 33.3 });
    const all = (await as.admin.get(`/api/stats/${restaurantId}?period=all`)).body.data as {
      guestConfirmed: unknown;
    };
    expect(all.guestConfirmed).toEqual({ reminded: 4, confirmed: 2, rate: 50 });
    const first = (await as.owner.get(`/api/stats/${cast.restaurant.id}?period=all`)).body.data as {
      guestConfirmed: unknown;
    };
    expect(first.guestConfirmed).toEqual({ reminded: 0, confirmed: 0, rate: 0 });
  });

  it("counts alike reservations and payments of one evening one by one (the database answers them as groups)", async () => {
    const restaurantId = cast.otherRestaurant.id;
    type Figures = {
      summary: { total: number; confirmed: number; guests: number; orders: number };
      heatmap: number[][];
      revenue: { orderCount: number; card: { count: number } } | null;
    };
    const read = async () =>
      (await as.admin.get(`/api/stats/${restaurantId}?period=all`)).body.data as Figures;
    const before = await read();
    await ctx.db.insert(reservations).values([
      ...[2, 3, 4].map((guests) => statsRow(restaurantId, "2026-03-03", { numberOfGuests: guests })),
      // The Tuesday after, later in the same hour; and a cancelled one, which the heat map leaves out.
      statsRow(restaurantId, "2026-03-10", { timeSlot: "19:45", numberOfGuests: 5 }),
      statsRow(restaurantId, "2026-03-10", { timeSlot: "19:45", status: "cancelled" }),
    ]);
    for (const [i, total] of [4000, 6000].entries()) {
      const paidAt = new Date(`2026-03-03T19:${10 + i}:00Z`);
      const [order] = await ctx.db
        .insert(orders)
        .values({ restaurantId, totalCents: total, status: "paid", paidAt, createdAt: paidAt })
        .returning();
      const [payment] = await ctx.db
        .insert(payments)
        .values({
          restaurantId,
          requestId: `same-evening-${i}`,
          paymentMethod: "card",
          finalAmountCents: total + 200,
          tipCents: 200,
          paidAt,
        })
        .returning();
      await ctx.db.insert(paymentOrders).values({
        paymentId: payment?.id ?? "",
        orderId: order?.id ?? "",
        amountCents: total,
        tipCents: 200,
      });
    }
    const after = await read();
    expect(after.summary.total - before.summary.total).toBe(5);
    expect(after.summary.confirmed - before.summary.confirmed).toBe(4);
    expect(after.summary.guests - before.summary.guests).toBe(14);
    expect(after.summary.orders - before.summary.orders).toBe(2);
    expect(after.revenue).toMatchObject({ orderCount: (before.revenue?.orderCount ?? 0) + 2 });
    expect((after.revenue?.card.count ?? 0) - (before.revenue?.card.count ?? 0)).toBe(2);
    // Tuesdays, the hour from 19:00: four reservations of two evenings, not the cancelled one.
    expect((after.heatmap[1]?.[19] ?? 0) - (before.heatmap[1]?.[19] ?? 0)).toBe(4);
    expect(
      after.heatmap.flat().reduce((a, b) => a + b, 0) - before.heatmap.flat().reduce((a, b) => a + b, 0),
    ).toBe(4);
  });

  it("counts the seated covers and averages the real stay of the visits with both instants", async () => {
    const restaurantId = cast.otherRestaurant.id;
    type Figures = {
      summary: { confirmed: number; seatedGuests: number; averageStayMinutes: number | null };
    };
    const read = async () =>
      (await as.admin.get(`/api/stats/${restaurantId}?period=all`)).body.data as Figures;
    const before = await read();
    expect(before.summary.averageStayMinutes).toBeNull();
    const at = (time: string) => new Date(`2026-02-10T${time}:00Z`);
    await ctx.db.insert(reservations).values([
      // Two alike visits of one evening, which the database answers as one group: 90 and 60 minutes.
      statsRow(restaurantId, "2026-02-10", {
        status: "completed",
        numberOfGuests: 4,
        seatedAt: at("17:00"),
        completedAt: at("18:30"),
      }),
      statsRow(restaurantId, "2026-02-10", {
        status: "completed",
        numberOfGuests: 2,
        seatedAt: at("17:00"),
        completedAt: at("18:00"),
      }),
      // Still at the table, closed without a seating, and only at the door: no stay to tell.
      statsRow(restaurantId, "2026-02-10", { status: "seated", numberOfGuests: 3, seatedAt: at("17:05") }),
      statsRow(restaurantId, "2026-02-11", {
        status: "completed",
        numberOfGuests: 5,
        completedAt: at("19:00"),
      }),
      statsRow(restaurantId, "2026-02-11", { status: "arrived", numberOfGuests: 6, arrivedAt: at("17:00") }),
    ]);
    const after = await read();
    expect(after.summary.confirmed - before.summary.confirmed).toBe(5);
    expect(after.summary.seatedGuests - before.summary.seatedGuests).toBe(14);
    expect(after.summary.averageStayMinutes).toBe(75);
  });

  it("answers the period's reservations per booking channel, Google's bookings as their own", async () => {
    const week = (await as.owner.get(`/api/stats/${cast.restaurant.id}?period=7days`)).body.data as {
      channels: unknown[];
    };
    expect(week.channels).toEqual([
      { source: "widget", total: 3, honoured: 2, guests: 6, sharePercent: 100 },
    ]);

    type Channel = { source: string; total: number; honoured: number; guests: number };
    const restaurantId = cast.otherRestaurant.id;
    const channelsOf = async () =>
      ((await as.admin.get(`/api/stats/${restaurantId}?period=all`)).body.data as { channels: Channel[] })
        .channels;
    const figures = (channels: Channel[], source: string) =>
      channels.find((channel) => channel.source === source) ?? { total: 0, honoured: 0, guests: 0 };
    const before = await channelsOf();
    await ctx.db
      .insert(reservations)
      .values([
        statsRow(restaurantId, "2026-03-03", { source: "google" }),
        statsRow(restaurantId, "2026-03-03", { source: "google", numberOfGuests: 5 }),
        statsRow(restaurantId, "2026-03-04", { source: "staff", status: "cancelled" }),
      ]);
    const after = await channelsOf();
    const grown = (source: string) => {
      const [was, is] = [figures(before, source), figures(after, source)];
      return {
        total: is.total - was.total,
        honoured: is.honoured - was.honoured,
        guests: is.guests - was.guests,
      };
    };
    expect(grown("google")).toEqual({ total: 2, honoured: 2, guests: 7 });
    expect(grown("staff")).toEqual({ total: 1, honoured: 0, guests: 0 });
    expect(grown("widget")).toEqual({ total: 0, honoured: 0, guests: 0 });
  });
});
