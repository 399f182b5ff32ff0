import { personalReservationChangeFields } from "@tischservice/core";
import { type SQL, sql } from "drizzle-orm";
import type { Tx } from "../db/client.ts";
import { reservationEvents, reservations } from "../db/schema/index.ts";

/**
 * Takes the guest's personal data out of the history of the reservations `which` selects (a condition on
 * `reservations`): a staff edit's entry keeps what else it changed (date, time, party size, tables) but no
 * longer the old and new name, phone, address or notes. Call it in the transaction that anonymises those
 * reservations, before their rows change (the condition may read them).
 */
export async function removePersonalChanges(tx: Tx, which: SQL): Promise<void> {
  const personal = sql.join(
    personalReservationChangeFields.map((field) => sql`${field}`),
    sql`, `,
  );
  await tx
    .update(reservationEvents)
    .set({
      changes: sql`(select coalesce(jsonb_agg(c order by n), '[]'::jsonb) from jsonb_array_elements(${reservationEvents.changes}) with ordinality as t(c, n) where c->>'field' not in (${personal}))`,
    })
    .where(
      sql`${reservationEvents.changes} is not null and ${reservationEvents.reservationId} in (select ${reservations.id} from ${reservations} where ${which})`,
    );
}

/** The reservations (at one restaurant, or anywhere) whose edit history names `email` (case-insensitive). */
export function changedFromAddress(restaurantId: string | null, email: string): SQL {
  const mentioned = sql`${reservations.id} in (select ${reservationEvents.reservationId} from ${reservationEvents} where position(${email.toLowerCase()} in lower(${reservationEvents.changes}::text)) > 0)`;
  return restaurantId === null
    ? mentioned
    : sql`${reservations.restaurantId} = ${restaurantId} and ${mentioned}`;
}
