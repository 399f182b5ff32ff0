import { asc, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import {
  type ReservationEventActor,
  type ReservationEventType,
  type ReservationFieldChange,
  reservationEvents,
  users,
} from "../db/schema/index.ts";
import type { ReservationRow } from "./reservation-dto.ts";

/** Who changes a reservation: the kind of actor and, when signed in, the user. */
export interface ReservationActor {
  actor: ReservationEventActor;
  userId: string | null;
}

/** Entries of one instant in the order they happen: created, then confirmed, then cancelled. */
const typeRank = sql`case ${reservationEvents.type} when 'created' then 0 when 'confirmed' then 1 else 2 end`;

/** One history entry as answered by `GET /api/reservations/{id}/events`. */
export interface ReservationEventDto {
  _id: string;
  reservationId: string;
  type: ReservationEventType;
  actor: ReservationEventActor;
  actorName: string | null;
  at: string;
  /** What a `changed` entry changed, field by field; null for the other entries. */
  changes: ReservationFieldChange[] | null;
}

/** Writes one history entry; call it inside the transaction that makes the change. */
export async function recordReservationEvent(
  tx: Tx,
  entry: {
    reservationId: string;
    restaurantId: string;
    type: ReservationEventType;
    by: ReservationActor;
    at: Date;
    /** What an edit changed (the `changed` entry). */
    changes?: ReservationFieldChange[];
  },
): Promise<void> {
  await tx.insert(reservationEvents).values({
    reservationId: entry.reservationId,
    restaurantId: entry.restaurantId,
    type: entry.type,
    actor: entry.by.actor,
    actorUserId: entry.by.userId,
    at: entry.at,
    changes: entry.changes ?? null,
  });
}

/**
 * A reservation's history, oldest first (ties keep the order they were written in: created before
 * confirmed). A reservation written without an entry (e.g. imported directly) still shows when it was
 * created, so the history is never empty.
 */
export async function listReservationEvents(
  db: Db | Tx,
  row: ReservationRow,
): Promise<ReservationEventDto[]> {
  const rows = await db
    .select({
      id: reservationEvents.id,
      type: reservationEvents.type,
      actor: reservationEvents.actor,
      actorName: users.name,
      at: reservationEvents.at,
      changes: reservationEvents.changes,
    })
    .from(reservationEvents)
    .leftJoin(users, eq(users.id, reservationEvents.actorUserId))
    .where(eq(reservationEvents.reservationId, row.id))
    .orderBy(asc(reservationEvents.at), asc(typeRank));
  const events: ReservationEventDto[] = rows.map((event) => ({
    _id: event.id,
    reservationId: row.id,
    type: event.type,
    actor: event.actor,
    actorName: event.actorName ?? null,
    at: event.at.toISOString(),
    changes: event.changes ?? null,
  }));
  if (!events.some((event) => event.type === "created")) {
    events.unshift({
      _id: `${row.id}-created`,
      reservationId: row.id,
      type: "created",
      actor: row.source === "staff" ? "staff" : row.source === "demo" ? "system" : "guest",
      actorName: null,
      at: row.createdAt.toISOString(),
      changes: null,
    });
  }
  return events;
}
