import { newBookingReference } from "@tischservice/core";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { reservations } from "../db/schema/index.ts";
import type { ReservationRow } from "./reservation-dto.ts";

/** A reservation to insert: everything but the reference, which `insertReservation` draws. */
export type NewReservationRow = Omit<typeof reservations.$inferInsert, "reference">;

/**
 * Draws before giving up. With about a billion references a restaurant's second draw already finds a free
 * one almost surely; only a broken random source gets this far.
 */
const MAX_DRAWS = 8;

/**
 * Inserts a reservation with a fresh booking reference (core's `newBookingReference`). A reference the
 * restaurant already has makes the insert do nothing (`on conflict` on the unique index, so the caller's
 * transaction goes on, also when a concurrent booking took the same reference a moment before) and the
 * reference is drawn again. Any other conflict (the idempotency key) is thrown as before.
 */
export async function insertReservation(
  tx: Db | Tx,
  values: NewReservationRow,
  draw: () => string = newBookingReference,
): Promise<ReservationRow> {
  for (let attempt = 1; attempt <= MAX_DRAWS; attempt++) {
    const [row] = await tx
      .insert(reservations)
      .values({ ...values, reference: draw() })
      .onConflictDoNothing({ target: [reservations.restaurantId, reservations.reference] })
      .returning();
    if (row) return row;
  }
  throw new Error("no free booking reference");
}

/**
 * A source of references for a bulk insert into one restaurant (demo data, history): each one different and
 * none the restaurant has already, so the batch never trips the unique index by itself. A booking made
 * meanwhile that draws one of them first makes the batch fail on the index (about one in 20,000 for a
 * restaurant with 44,000 reservations); the batch runs in one transaction, so it writes nothing then.
 */
export async function referenceDrawer(
  tx: Db | Tx,
  restaurantId: string,
  draw: () => string = newBookingReference,
): Promise<() => string> {
  const rows = await tx
    .select({ reference: reservations.reference })
    .from(reservations)
    .where(eq(reservations.restaurantId, restaurantId));
  const taken = new Set(rows.map((row) => row.reference));
  return () => {
    for (;;) {
      const reference = draw();
      if (taken.has(reference)) continue;
      taken.add(reference);
      return reference;
    }
  };
}
