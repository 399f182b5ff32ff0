import {
  type BookingChannel,
  bookingErrorCodes,
  type ReservationFieldChange,
  reservationChangeMovesStay,
  reservationChangeNeedsGuestMail,
  reservationEditTexts,
  reservationFieldChanges,
  reservationIsEditable,
  reservationStatusLabel,
  type UpdateReservationRequest,
} from "@tischservice/core";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../app/types.ts";
import type { Restaurant } from "../auth/access.ts";
import type { Tx } from "../db/client.ts";
import { reservations, reservationTables, tables } from "../db/schema/index.ts";
import { publishChange } from "../events/publish-change.ts";
import { reservationContact } from "../guests/guest-contact.ts";
import { conflict } from "../lib/errors.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { guestChangedMail } from "../mail/reservation-change-mail.ts";
import { rematchAfterFreeing } from "../waitlist/match.ts";
import { isExclusionViolation } from "./booking.ts";
import { stayAfterEdit } from "./edit-stay.ts";
import { type ReservationActor, recordReservationEvent } from "./history.ts";
import { type ReservationDto, type ReservationRow, toReservationDto } from "./reservation-dto.ts";

export interface ReservationEdit {
  restaurant: Restaurant;
  reservationId: string;
  body: UpdateReservationRequest;
  by: ReservationActor;
  /** "public" when the guest changes their own booking: its new stay is checked like an online booking. */
  channel?: BookingChannel;
}

export interface ReservationEditResult {
  reservation: ReservationDto;
  /** What changed; [] when every sent value was the stored one (nothing written). */
  changes: ReservationFieldChange[];
}

async function lockReservation(tx: Tx, restaurant: Restaurant, id: string): Promise<ReservationRow> {
  const [row] = await tx.select().from(reservations).where(eq(reservations.id, id)).for("update").limit(1);
  if (!row || row.restaurantId !== restaurant.id) throw new Error("reservation vanished");
  return row;
}

async function heldTables(tx: Tx, reservationId: string) {
  return tx
    .select({ id: tables.id, tableNumber: tables.tableNumber })
    .from(reservationTables)
    .innerJoin(tables, eq(tables.id, reservationTables.tableId))
    .where(eq(reservationTables.reservationId, reservationId));
}

/** The reservation's values after the edit, as `reservationFieldChanges` compares them. */
function valuesAfter(row: ReservationRow, body: UpdateReservationRequest, tableNumbers: readonly string[]) {
  return {
    reservationDate: body.reservationDate ?? row.reservationDate,
    timeSlot: body.timeSlot ?? row.timeSlot,
    numberOfGuests: body.numberOfGuests ?? row.numberOfGuests,
    tableNumbers,
    customerName: body.customerName ?? row.customerName,
    customerPhone: body.customerPhone ?? row.customerPhone,
    customerEmail: body.customerEmail ?? row.customerEmail,
    specialRequests: body.specialRequests ?? row.specialRequests,
  };
}

/**
 * Changes a reservation for its staff in one transaction: locks its row (edits and status changes take
 * turns), refuses a stale version or a reservation without tables (cancelled, no-show), and when the stay
 * or the tables move, takes the booking's restaurant-and-day locks and re-checks it like a new staff
 * booking (`stayAfterEdit`). The old table rows are deleted and the new ones inserted in the same
 * transaction, so a refusal or a lost race (the exclusion constraint, 409) keeps the old ones. Writes one
 * `changed` history entry with what changed, mails the guest a new confirmation with a calendar file when
 * the date, time or party size changed, and announces the change.
 */
export async function editReservation(deps: AppDeps, edit: ReservationEdit): Promise<ReservationEditResult> {
  const { restaurant, body } = edit;
  const at = deps.now();
  const run = deps.db.transaction(async (tx) => {
    const row = await lockReservation(tx, restaurant, edit.reservationId);
    if (
      body.expectedUpdatedAt !== undefined &&
      new Date(body.expectedUpdatedAt).getTime() !== row.updatedAt.getTime()
    ) {
      throw conflict(reservationEditTexts.versionConflict, {
        code: bookingErrorCodes.versionConflict,
        data: await toReservationDto(tx, row),
      });
    }
    if (!reservationIsEditable(row.status)) {
      throw conflict(reservationEditTexts.notEditable(reservationStatusLabel(row.status)), {
        code: bookingErrorCodes.reservationNotEditable,
      });
    }
    const held = await heldTables(tx, row.id);
    const heldIds = held.map((table) => table.id);
    const before = valuesAfter(
      row,
      {},
      held.map((table) => table.tableNumber),
    );
    const wanted = valuesAfter(row, body, before.tableNumbers);
    const sameTables =
      body.tableIds === undefined ||
      (new Set(body.tableIds).size === heldIds.length && body.tableIds.every((id) => heldIds.includes(id)));
    const movesStay = !sameTables || reservationChangeMovesStay(reservationFieldChanges(before, wanted));
    const stay = movesStay
      ? await stayAfterEdit(deps, tx, {
          restaurant,
          row,
          date: wanted.reservationDate,
          timeSlot: wanted.timeSlot,
          guests: wanted.numberOfGuests,
          currentTableIds: heldIds,
          // Tables sent are the staff's choice, also when they are the ones it has (a larger party there).
          chosenTableIds: body.tableIds ?? null,
          now: at,
          channel: edit.channel ?? "staff",
        })
      : null;
    const changes = reservationFieldChanges(before, {
      ...wanted,
      tableNumbers: stay ? stay.tableNumbers : before.tableNumbers,
    });
    if (changes.length === 0) return toReservationDto(tx, row);
    const when = wanted.reservationDate !== row.reservationDate || wanted.timeSlot !== row.timeSlot;
    const [updated] = await tx
      .update(reservations)
      .set({
        customerName: wanted.customerName,
        ...reservationContact({ customerEmail: wanted.customerEmail, customerPhone: wanted.customerPhone }),
        specialRequests: wanted.specialRequests,
        numberOfGuests: wanted.numberOfGuests,
        reservationDate: wanted.reservationDate,
        timeSlot: wanted.timeSlot,
        ...(stay ? { startsAt: stay.startsAt, endsAt: stay.endsAt } : {}),
        // The reminder and the guest's "Ich komme wie geplant" were about the old time: the new one gets its own.
        ...(when ? { reminderSentAt: null, reminderTokenHash: null, guestConfirmedAt: null } : {}),
        // Every edit is a new version, even two within the same millisecond.
        updatedAt: new Date(Math.max(at.getTime(), row.updatedAt.getTime() + 1)),
      })
      .where(eq(reservations.id, row.id))
      .returning();
    if (!updated) throw new Error("reservation not updated");
    if (stay) {
      await tx.delete(reservationTables).where(eq(reservationTables.reservationId, row.id));
      await tx.insert(reservationTables).values(
        stay.tableIds.map((tableId) => ({
          reservationId: row.id,
          tableId,
          restaurantId: restaurant.id,
          startsAt: stay.startsAt,
          endsAt: stay.endsAt,
        })),
      );
    }
    await recordReservationEvent(tx, {
      reservationId: row.id,
      restaurantId: restaurant.id,
      type: "changed",
      by: edit.by,
      at,
      changes,
    });
    const dto = await toReservationDto(tx, updated);
    let mailed = false;
    if (reservationChangeNeedsGuestMail(changes)) {
      const mail = guestChangedMail(
        {
          ...dto,
          restaurantName: restaurant.name,
          restaurant,
          reservationId: dto._id,
          startsAt: updated.startsAt,
          endsAt: updated.endsAt,
        },
        { now: at, publicOrigin: deps.publicOrigin },
      );
      if (mail) {
        await enqueueMail(tx, mail, at, { restaurantId: restaurant.id, reservationId: row.id });
        mailed = true;
      }
    }
    await publishChange(deps, tx, restaurant.id, "reservations", row.id, "updated", [
      row.reservationDate,
      updated.reservationDate,
    ]);
    return { dto, changes, mailed, freedDate: stay ? row.reservationDate : null };
  });
  const outcome = await run.catch((error: unknown) => {
    // Another booking took a table between the check and the insert (a writer without the lock).
    if (isExclusionViolation(error)) {
      throw conflict(reservationEditTexts.tablesTaken, { code: bookingErrorCodes.slotTaken });
    }
    throw error;
  });
  if (!("changes" in outcome)) return { reservation: outcome, changes: [] };
  deps.dayCache.invalidate(restaurant.id);
  if (outcome.mailed) deps.mailQueued();
  // The old stay's tables are free now: the waitlist may offer them (as after a cancellation).
  if (outcome.freedDate) await rematchAfterFreeing(deps, restaurant, outcome.freedDate);
  return { reservation: outcome.dto, changes: outcome.changes };
}
