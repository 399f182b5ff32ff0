import {
  addDaysToWireDate,
  newBookingReference,
  weekdayKeyOfWireDate,
  wireDateTimeToInstant,
} from "@tischservice/core";
import type { Tx } from "../db/client.ts";
import {
  guestProfiles,
  type menuItems,
  orderItems,
  orders,
  paymentOrders,
  payments,
  type ReservationStatus,
  reservations,
  reservationTables,
  type restaurants,
  type tables,
  type users,
} from "../db/schema/index.ts";
import { reservationContact } from "../guests/guest-contact.ts";
import { referenceDrawer } from "../reservations/insert-reservation.ts";
import { demoPaidBill } from "./demo-bill.ts";
import { demoOpeningHours, guestFirstNames, guestLastNames, specialRequestsSamples } from "./demo-content.ts";
import { assignDemoRegulars } from "./demo-regulars.ts";
import { demoReservationSource } from "./demo-source.ts";
import { pastVisit } from "./past-visit.ts";
import { type SeededRandom, seededRandom } from "./seeded-random.ts";

interface SeededRestaurant {
  restaurant: typeof restaurants.$inferSelect;
  tables: Array<typeof tables.$inferSelect>;
  menu: Array<typeof menuItems.$inferSelect>;
}

const lunchSlots = ["12:00", "12:30", "13:00"];
const dinnerSlots = ["18:00", "18:30", "19:00", "19:30", "20:00"];
const DURATION_MS = 120 * 60 * 1000;
const closedOffsets = new Set([12]);

interface Booking {
  id: string;
  restaurantId: string;
  tableId: string;
  startsAt: Date;
  status: ReservationStatus;
  guests: number;
}

/**
 * Reservations over the past 90 and the next 30 days in every status (tables never double-booked), and
 * orders: paid ones (cash and card, with tips) for past visits, open ones today.
 */
export async function seedDemoActivity(
  tx: Tx,
  input: { restaurants: SeededRestaurant[]; guest: typeof users.$inferSelect; now: Date; today: string },
) {
  const rnd = seededRandom(2026);
  const bookings: Booking[] = [];
  const reservationRows: Array<typeof reservations.$inferInsert> = [];
  const assignmentRows: Array<typeof reservationTables.$inferInsert> = [];
  const nextReference = new Map<string, () => string>();
  for (const { restaurant } of input.restaurants) {
    nextReference.set(restaurant.id, await referenceDrawer(tx, restaurant.id));
  }
  input.restaurants.forEach(({ restaurant, tables: floor }, index) => {
    const drawReference = nextReference.get(restaurant.id) ?? newBookingReference;
    const busy = index < 2 ? [3, 8] : [0, 3];
    const booked = new Map<string, Array<[number, number]>>();
    for (let offset = -90; offset <= 30; offset += 1) {
      const date = addDaysToWireDate(input.today, offset);
      const weekday = date ? weekdayKeyOfWireDate(date) : null;
      if (!date || !weekday || !demoOpeningHours[weekday].isOpen || closedOffsets.has(offset)) continue;
      const count = rnd.int(busy[0] ?? 0, busy[1] ?? 0);
      for (let i = 0; i < count; i += 1) {
        const time = rnd.next() < 0.3 ? rnd.pick(lunchSlots) : rnd.pick(dinnerSlots);
        const startsAt = wireDateTimeToInstant(date, time, restaurant.timeZone);
        if (!startsAt) continue;
        const start = startsAt.getTime();
        const guests = rnd.next() < 0.6 ? rnd.int(2, 4) : rnd.int(1, 8);
        const free = floor
          .filter((table) => table.seats >= guests)
          .sort((a, b) => a.seats - b.seats)
          .find((table) =>
            (booked.get(table.id) ?? []).every(([s, e]) => start + DURATION_MS <= s || start >= e),
          );
        if (!free) continue;
        const now = input.now.getTime();
        const past = start < now;
        const roll = rnd.next();
        const plannedStatus: ReservationStatus = past
          ? roll < 0.75
            ? "confirmed"
            : roll < 0.8
              ? "no_show"
              : roll < 0.93
                ? "cancelled"
                : "pending"
          : roll < 0.55
            ? "confirmed"
            : roll < 0.9
              ? "pending"
              : "cancelled";
        // A visit that has begun is stepped through as staff would: seated a few minutes late, closed when
        // the guests left; one still at the table is seated. The statistics' average stay then has data.
        const visit = plannedStatus === "confirmed" && past ? pastVisit(startsAt, rnd) : null;
        const left = visit !== null && visit.leftAt.getTime() <= now;
        const seated = visit !== null && visit.seatedAt.getTime() <= now;
        const status: ReservationStatus = left ? "completed" : seated ? "seated" : plannedStatus;
        if (status !== "cancelled")
          booked.set(free.id, [...(booked.get(free.id) ?? []), [start, start + DURATION_MS]]);
        const isGuestAccount = index < 2 && rnd.next() < 0.03;
        const first = rnd.pick(guestFirstNames);
        const last = rnd.pick(guestLastNames);
        const id = crypto.randomUUID();
        const endsAt = new Date(start + DURATION_MS);
        reservationRows.push({
          id,
          restaurantId: restaurant.id,
          reference: drawReference(),
          customerUserId: isGuestAccount ? input.guest.id : null,
          customerName: isGuestAccount ? input.guest.name : `${first} ${last}`,
          customerEmail: isGuestAccount
            ? input.guest.email
            : `${first}.${last}@beispiel.de`
                .toLowerCase()
                .replace(/ü/g, "ue")
                .replace(/ö/g, "oe")
                .replace(/ä/g, "ae"),
          customerPhone: `01${rnd.int(50, 79)} ${rnd.int(1000000, 9999999)}`,
          numberOfGuests: guests,
          reservationDate: date,
          timeSlot: time,
          startsAt,
          endsAt,
          status,
          ...(visit && seated ? { arrivedAt: visit.seatedAt, seatedAt: visit.seatedAt } : {}),
          ...(visit && left ? { completedAt: visit.leftAt } : {}),
          specialRequests: rnd.pick(specialRequestsSamples),
          source: demoReservationSource(rnd.next()),
          createdAt: new Date(Math.min(start, input.now.getTime()) - rnd.int(1, 14) * 86_400_000),
        });
        assignmentRows.push({
          reservationId: id,
          tableId: free.id,
          restaurantId: restaurant.id,
          startsAt,
          endsAt: visit && left ? visit.leftAt : endsAt,
          released: status === "cancelled",
        });
        bookings.push({ id, restaurantId: restaurant.id, tableId: free.id, startsAt, status, guests });
      }
    }
  });
  const firstRestaurant = input.restaurants[0]?.restaurant;
  const profiles = firstRestaurant ? assignDemoRegulars(reservationRows, firstRestaurant.id, input.now) : [];
  for (let i = 0; i < reservationRows.length; i += 500) {
    // The contact is final only now (the regulars took over some rows): its guest key goes with it.
    await tx.insert(reservations).values(reservationRows.slice(i, i + 500).map(reservationContact));
    await tx.insert(reservationTables).values(assignmentRows.slice(i, i + 500));
  }
  if (profiles.length > 0) await tx.insert(guestProfiles).values(profiles);
  await seedOrders(tx, input, bookings, rnd);
}

async function seedOrders(
  tx: Tx,
  input: { restaurants: SeededRestaurant[]; now: Date },
  bookings: Booking[],
  rnd: SeededRandom,
) {
  const byRestaurant = new Map(input.restaurants.map((r) => [r.restaurant.id, r]));
  const visits = bookings.filter(
    (b) => b.status === "completed" && b.startsAt.getTime() + DURATION_MS < input.now.getTime(),
  );
  for (const visit of visits) {
    const seeded = byRestaurant.get(visit.restaurantId);
    if (!seeded || rnd.next() > 0.6) continue;
    const table = seeded.tables.find((t) => t.id === visit.tableId);
    const bill = demoPaidBill(
      {
        restaurantId: visit.restaurantId,
        tableId: visit.tableId,
        tableNumber: table?.tableNumber ?? "",
        startsAt: visit.startsAt,
        menu: seeded.menu,
      },
      {
        dishes: () => Math.max(2, visit.guests + rnd.int(0, 3)),
        paidWithin: [70, 115],
        requestPrefix: "demo",
      },
      rnd,
    );
    await tx.insert(orders).values(bill.order);
    await tx.insert(orderItems).values(bill.items);
    await tx.insert(payments).values(bill.payment);
    await tx.insert(paymentOrders).values(bill.paymentOrder);
  }
  await seedOpenOrders(tx, input, rnd);
}

/** Open orders right now: two tables of each of the first two restaurants and one take-away. */
async function seedOpenOrders(
  tx: Tx,
  input: { restaurants: SeededRestaurant[]; now: Date },
  rnd: SeededRandom,
) {
  for (const seeded of input.restaurants.slice(0, 2)) {
    const targets = [
      { table: seeded.tables[1], customerName: "", orderType: "dine_in" as const },
      { table: seeded.tables[4], customerName: "", orderType: "dine_in" as const },
      { table: undefined, customerName: "Familie Bauer", orderType: "takeaway" as const },
    ];
    for (const target of targets) {
      const items = [rnd.pick(seeded.menu), rnd.pick(seeded.menu), rnd.pick(seeded.menu)].filter(
        (item, i, list) => list.findIndex((other) => other.id === item.id) === i,
      );
      const orderId = crypto.randomUUID();
      const createdAt = new Date(input.now.getTime() - rnd.int(5, 50) * 60_000);
      await tx.insert(orders).values({
        id: orderId,
        restaurantId: seeded.restaurant.id,
        tableId: target.table?.id ?? null,
        tableName: target.table ? `Tisch ${target.table.tableNumber}` : `Take-Away - ${target.customerName}`,
        customerName: target.customerName,
        orderType: target.orderType,
        status: "pending",
        totalCents: items.reduce((sum, item) => sum + item.priceCents, 0),
        createdAt,
        updatedAt: createdAt,
      });
      await tx.insert(orderItems).values(
        items.map((item, i) => ({
          orderId,
          menuItemId: item.id,
          name: item.name,
          priceCents: item.priceCents,
          quantity: 1,
          type: item.type,
          delivered: i === 0,
        })),
      );
    }
  }
}
