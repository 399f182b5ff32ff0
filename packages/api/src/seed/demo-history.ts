import {
  addDaysToWireDate,
  weekdayKeyOfWireDate,
  wireDateOfInstant,
  wireDateTimeToInstant,
} from "@tischservice/core";
import { asc, eq, min, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import {
  menuItems,
  orderItems,
  orders,
  paymentOrders,
  payments,
  type ReservationStatus,
  reservations,
  reservationTables,
  restaurants,
  tables,
  users,
} from "../db/schema/index.ts";
import { notifyRestaurant } from "../events/event-bus.ts";
import { reservationContact } from "../guests/guest-contact.ts";
import { referenceDrawer } from "../reservations/insert-reservation.ts";
import { type DemoBill, demoPaidBill } from "./demo-bill.ts";
import { demoOpeningHours, demoRestaurants, guestFirstNames, guestLastNames } from "./demo-content.ts";
import { demoReservationSource } from "./demo-source.ts";
import { pastVisit } from "./past-visit.ts";
import { type SeededRandom, seededRandom } from "./seeded-random.ts";

/**
 * Every table's sittings of a day: two at lunch, three at dinner, 90 minutes each. Fixed sittings let a
 * 12-table restaurant hold the 45 to 50 reservations a busy day has without two bookings on one table.
 */
const sittings = ["11:30", "13:15", "17:30", "19:15", "21:00"] as const;
const SITTING_MS = 90 * 60 * 1000;
/** How many of a day's sittings are booked, by weekday: busier at the weekend. */
const fillByWeekday = {
  tuesday: 0.72,
  wednesday: 0.74,
  thursday: 0.78,
  friday: 0.9,
  saturday: 0.92,
  sunday: 0.8,
};
/** Guests who come back often: a few hundred regulars make a third of the bookings, as in a real guest book. */
const REGULARS = 300;
const ONE_OFF_GUESTS = 12_000;
const BATCH = 1000;

export interface DemoHistoryOptions {
  restaurantId: string;
  /** Whole years of history before today. */
  years: number;
  now: Date;
  /** The generator's seed: the same seed writes the same history. */
  seed?: number;
}

export interface DemoHistoryResult {
  reservations: number;
  orders: number;
  /** The first and the last day written; null when the history was there already. */
  from: string | null;
  to: string | null;
}

/**
 * The owner address of each demo restaurant: the history is written only into these, never into a
 * restaurant with real guests.
 */
export const demoOwnerEmails: ReadonlySet<string> = new Set(demoRestaurants.map((r) => r.ownerEmail));

/** The demo restaurant a history goes into by default: the first of the demo seed (the Trattoria). */
export const defaultHistoryOwner = demoRestaurants[0]?.ownerEmail ?? "";

/** The restaurant of a demo owner, or null (none, or the account is not a demo owner). */
export async function demoRestaurantOf(db: Db, ownerEmail: string) {
  if (!demoOwnerEmails.has(ownerEmail)) return null;
  const [row] = await db
    .select({ restaurant: restaurants })
    .from(restaurants)
    .innerJoin(users, eq(users.id, restaurants.ownerId))
    .where(eq(users.email, ownerEmail));
  return row?.restaurant ?? null;
}

interface Guest {
  name: string;
  email: string;
  phone: string;
}

function guestOf(rnd: SeededRandom, number: number): Guest {
  const first = rnd.pick(guestFirstNames);
  const last = rnd.pick(guestLastNames);
  const local = `${first}.${last}.${number}`
    .toLowerCase()
    .replace(/ü/g, "ue")
    .replace(/ö/g, "oe")
    .replace(/ä/g, "ae")
    .replace(/ß/g, "ss");
  return {
    name: `${first} ${last}`,
    email: `${local}@beispiel.de`,
    phone: `01${rnd.int(50, 79)} ${rnd.int(1000000, 9999999)}`,
  };
}

/**
 * Writes past reservations (with their tables, and paid orders for most visits) into a demo restaurant:
 * every open day from `years` before today up to the day before its oldest reservation, so a second run
 * with the same years writes nothing and the demo's own 90 days stay as they are. One transaction: all or
 * nothing. Open dashboards and every process's caches hear of it at the commit.
 */
export async function writeDemoHistory(db: Db, options: DemoHistoryOptions): Promise<DemoHistoryResult> {
  const result = await writeHistory(db, options);
  // Tens of thousands of new rows at once: the planner's row counts are refreshed now rather than whenever
  // autovacuum comes by (until then it estimated a few hundred rows and chose nested loops: statistics over
  // all time took 0.9 s instead of 0.05 s on PostgreSQL).
  if (result.reservations > 0)
    await db.execute(
      sql`ANALYZE reservations, reservation_tables, orders, order_items, payments, payment_orders`,
    );
  return result;
}

function writeHistory(db: Db, options: DemoHistoryOptions): Promise<DemoHistoryResult> {
  return db.transaction(async (tx) => {
    const [restaurant] = await tx.select().from(restaurants).where(eq(restaurants.id, options.restaurantId));
    if (!restaurant) throw new Error(`Restaurant ${options.restaurantId} nicht gefunden`);
    const floor = await tx
      .select()
      .from(tables)
      .where(eq(tables.restaurantId, restaurant.id))
      .orderBy(asc(tables.seats));
    const menu = await tx.select().from(menuItems).where(eq(menuItems.restaurantId, restaurant.id));
    const [oldest] = await tx
      .select({ date: min(reservations.reservationDate) })
      .from(reservations)
      .where(eq(reservations.restaurantId, restaurant.id));
    const today = wireDateOfInstant(options.now, restaurant.timeZone);
    const first = addDaysToWireDate(today, -Math.round(options.years * 365.25));
    const last = addDaysToWireDate(oldest?.date ?? today, -1);
    if (!today || !first || !last || first > last || floor.length === 0)
      return { reservations: 0, orders: 0, from: null, to: null };

    const rnd = seededRandom(options.seed ?? 2023);
    const nextReference = await referenceDrawer(tx, restaurant.id);
    const regulars = Array.from({ length: REGULARS }, (_, i) => guestOf(rnd, i + 1));
    const oneOffs = Array.from({ length: ONE_OFF_GUESTS }, (_, i) => guestOf(rnd, REGULARS + i + 1));
    const written = { reservations: 0, orders: 0 };
    let pending = emptyBatch();
    for (let date: string | null = first; date && date <= last; date = addDaysToWireDate(date, 1)) {
      const weekday = weekdayKeyOfWireDate(date);
      if (!weekday || !demoOpeningHours[weekday].isOpen) continue;
      const fill = fillByWeekday[weekday as keyof typeof fillByWeekday] ?? 0.75;
      for (const time of sittings) {
        const startsAt = wireDateTimeToInstant(date, time, restaurant.timeZone);
        if (!startsAt) continue;
        const endsAt = new Date(startsAt.getTime() + SITTING_MS);
        for (const table of floor) {
          if (rnd.next() > fill) continue;
          const guest = rnd.next() < 0.33 ? rnd.pick(regulars) : rnd.pick(oneOffs);
          const guests = Math.max(1, table.seats - rnd.int(0, Math.min(2, table.seats - 1)));
          const roll = rnd.next();
          const status: ReservationStatus = roll < 0.86 ? "completed" : roll < 0.94 ? "cancelled" : "no_show";
          const id = crypto.randomUUID();
          // A visit that happened, as staff step through it: seated a few minutes after the booked time,
          // gone before the sitting ends (so the statistics show a real average stay), the table free then.
          const visit = status === "completed" ? pastVisit(startsAt, rnd) : null;
          pending.reservations.push({
            id,
            restaurantId: restaurant.id,
            reference: nextReference(),
            customerName: guest.name,
            ...reservationContact({ customerEmail: guest.email, customerPhone: guest.phone }),
            numberOfGuests: guests,
            reservationDate: date,
            timeSlot: time,
            startsAt,
            endsAt,
            status,
            ...(visit
              ? { arrivedAt: visit.seatedAt, seatedAt: visit.seatedAt, completedAt: visit.leftAt }
              : {}),
            source: demoReservationSource(rnd.next()),
            createdAt: new Date(startsAt.getTime() - rnd.int(1, 21) * 86_400_000),
            updatedAt: endsAt,
          });
          pending.assignments.push({
            reservationId: id,
            tableId: table.id,
            restaurantId: restaurant.id,
            startsAt,
            endsAt: visit?.leftAt ?? endsAt,
            released: visit === null,
          });
          if (visit && menu.length > 0 && rnd.next() < 0.6)
            addBill(pending, billOf({ restaurantId: restaurant.id, table, guests, startsAt, menu }, rnd));
        }
      }
      if (pending.reservations.length >= BATCH) {
        await insertBatch(tx, pending, written);
        pending = emptyBatch();
      }
    }
    await insertBatch(tx, pending, written);
    if (written.reservations > 0)
      await notifyRestaurant(tx, restaurant.id, {
        type: "changed",
        data: { entity: "reservations", action: "updated" },
      });
    return { ...written, from: first, to: last };
  });
}

interface Batch {
  reservations: Array<typeof reservations.$inferInsert>;
  assignments: Array<typeof reservationTables.$inferInsert>;
  orders: Array<typeof orders.$inferInsert>;
  items: Array<typeof orderItems.$inferInsert>;
  payments: Array<typeof payments.$inferInsert>;
  paymentOrders: Array<typeof paymentOrders.$inferInsert>;
}

function emptyBatch(): Batch {
  return { reservations: [], assignments: [], orders: [], items: [], payments: [], paymentOrders: [] };
}

/** A past visit's bill in this seed's proportions: about two dishes per guest, paid within 70 to 88 minutes. */
function billOf(
  visit: {
    restaurantId: string;
    table: typeof tables.$inferSelect;
    guests: number;
    startsAt: Date;
    menu: Array<typeof menuItems.$inferSelect>;
  },
  rnd: SeededRandom,
): DemoBill {
  const { restaurantId, table, startsAt, menu } = visit;
  return demoPaidBill(
    { restaurantId, tableId: table.id, tableNumber: table.tableNumber, startsAt, menu },
    {
      dishes: () => Math.max(2, visit.guests * 2 + rnd.int(0, 2)),
      paidWithin: [70, 88],
      requestPrefix: "history",
    },
    rnd,
  );
}

function addBill(batch: Batch, bill: DemoBill) {
  batch.orders.push(bill.order);
  batch.items.push(...bill.items);
  batch.payments.push(bill.payment);
  batch.paymentOrders.push(bill.paymentOrder);
}

async function insertBatch(tx: Tx, batch: Batch, written: { reservations: number; orders: number }) {
  const inChunks = async <T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) => {
    for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
  };
  await inChunks(batch.reservations, (chunk) => tx.insert(reservations).values(chunk));
  await inChunks(batch.assignments, (chunk) => tx.insert(reservationTables).values(chunk));
  await inChunks(batch.orders, (chunk) => tx.insert(orders).values(chunk));
  await inChunks(batch.items, (chunk) => tx.insert(orderItems).values(chunk));
  await inChunks(batch.payments, (chunk) => tx.insert(payments).values(chunk));
  await inChunks(batch.paymentOrders, (chunk) => tx.insert(paymentOrders).values(chunk));
  written.reservations += batch.reservations.length;
  written.orders += batch.orders.length;
}
