import {
  apiAnswerTexts,
  bookingErrorCodes,
  canChangeReservationStatus,
  NO_SHOW_AFTER_MINUTES,
  noShowMarkRefusal,
  noShowTexts,
  noShowUndoRefusal,
  reservationHoldsTables,
  reservationStatusLabel,
  seatingRefusal,
  seatingStampsAfter,
  seatingTexts,
} from "@tischservice/core";
import { eq } from "drizzle-orm";
import type { AppDeps } from "../app/types.ts";
import type { Restaurant } from "../auth/access.ts";
import type { Tx } from "../db/client.ts";
import { type ReservationStatus, reservations, reservationTables } from "../db/schema/index.ts";
import { publishChange } from "../events/publish-change.ts";
import { autoBlockAfterNoShow } from "../guests/auto-block.ts";
import { conflict } from "../lib/errors.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { guestStatusMail } from "../mail/reservation-mails.ts";
import { rematchAfterFreeing } from "../waitlist/match.ts";
import { isExclusionViolation } from "./booking.ts";
import { type ReservationActor, recordReservationEvent } from "./history.ts";
import { type ReservationDto, type ReservationRow, toReservationDto } from "./reservation-dto.ts";
import { endTablesAt, ownTablesHeld, restoreTables } from "./seating-tables.ts";

export function transitionNotAllowed(from: ReservationStatus, to: ReservationStatus): string {
  return apiAnswerTexts.reservations.transitionNotAllowed(
    reservationStatusLabel(from),
    reservationStatusLabel(to),
  );
}

const refused = (message: string) => conflict(message, { code: bookingErrorCodes.statusChangeNotAllowed });

/**
 * The timing rules (409): a no-show from 15 minutes after the start (the guest may just be late), its undo
 * only on the day it was marked, as the confirm question promises; the visit's steps not before the
 * reservation's day, and a completion's undo only on its own day (core's `seatingRefusal`).
 */
function checkTiming(row: ReservationRow, to: ReservationStatus, now: Date, timeZone: string): void {
  const noShow =
    to === "no_show"
      ? noShowMarkRefusal(row, now)
      : row.status === "no_show"
        ? noShowUndoRefusal(row, now, timeZone)
        : null;
  if (noShow === "too_early") throw refused(noShowTexts.tooEarly(NO_SHOW_AFTER_MINUTES));
  if (noShow === "other_day") throw refused(noShowTexts.otherDay);
  const seating = seatingRefusal(row, to, now, timeZone);
  if (seating === "before_day") throw refused(seatingTexts.beforeDay);
  if (seating === "other_day") throw refused(seatingTexts.undoOtherDay);
}

/** The 409 text when a table taken back was given to someone else meanwhile. */
function tableTakenText(from: ReservationStatus): string {
  return from === "completed" ? seatingTexts.tableTaken : noShowTexts.tableTaken;
}

/** Frees or takes back the tables as the change asks; `true` when a table to take back is held meanwhile. */
async function moveTables(
  tx: Tx,
  restaurant: Restaurant,
  row: ReservationRow,
  to: ReservationStatus,
  at: Date,
): Promise<boolean> {
  if (to === "completed") {
    await endTablesAt(tx, row.id, at);
    return false;
  }
  if (row.status === "completed") return restoreTables(tx, restaurant, row);
  if (reservationHoldsTables(to) && !reservationHoldsTables(row.status)) {
    if (await ownTablesHeld(tx, restaurant, row)) return true;
  }
  if (reservationHoldsTables(row.status) !== reservationHoldsTables(to)) {
    // Taking the tables back (undo of a no-show) fails with 23P01 when one was booked meanwhile.
    await tx
      .update(reservationTables)
      .set({ released: !reservationHoldsTables(to) })
      .where(eq(reservationTables.reservationId, row.id));
  }
  return false;
}

/**
 * The change itself on a row locked by the caller's transaction (`FOR UPDATE`): checks the transition and
 * its timing (409, nothing written), stamps when the guest arrived, sat down or left (an undo clears its
 * step's stamp), frees the tables on cancellation and no-show, ends them at the completion and takes them
 * back on an undo (a table booked meanwhile answers 409), records who did it in the history, mails the
 * guest only when a pending reservation is confirmed or one is cancelled, and announces it at the commit.
 */
export async function applyStatusChange(
  deps: AppDeps,
  tx: Tx,
  restaurant: Restaurant,
  row: ReservationRow,
  to: ReservationStatus,
  by: ReservationActor,
  at: Date,
): Promise<ReservationDto> {
  if (!canChangeReservationStatus(row.status, to)) throw refused(transitionNotAllowed(row.status, to));
  checkTiming(row, to, at, restaurant.timeZone);
  const { arrivedAt, seatedAt, completedAt } = row;
  const stamps = seatingStampsAfter(row.status, to, { arrivedAt, seatedAt, completedAt }, at);
  const [updated] = await tx
    .update(reservations)
    .set({ ...stamps, status: to, updatedAt: at })
    .where(eq(reservations.id, row.id))
    .returning();
  if (!updated) throw new Error("reservation not updated");
  if (to !== "pending") {
    await recordReservationEvent(tx, {
      reservationId: row.id,
      restaurantId: restaurant.id,
      type: to,
      by,
      at,
    });
  }
  if (await moveTables(tx, restaurant, row, to, at)) {
    throw conflict(tableTakenText(row.status), { code: bookingErrorCodes.slotTaken });
  }
  // The restaurant's automatic block counts the no-show it just wrote, so the block and the no-show commit together.
  if (to === "no_show" && (await autoBlockAfterNoShow(tx, restaurant.id, updated.guestKey, at))) {
    await publishChange(deps, tx, restaurant.id, "guests", updated.guestKey, "updated");
  }
  const result = await toReservationDto(tx, updated);
  if ((to === "confirmed" && row.status === "pending") || to === "cancelled") {
    const mail = guestStatusMail(
      { ...result, restaurantName: restaurant.name, restaurant },
      to,
      by.actor === "guest",
    );
    if (mail) await enqueueMail(tx, mail, at, { restaurantId: restaurant.id, reservationId: row.id });
  }
  await publishChange(deps, tx, restaurant.id, "reservations", row.id, "updated", [row.reservationDate]);
  return result;
}

/**
 * What follows a committed change: the day's cached inputs go, the outbox wakes, and tables freed by a
 * cancellation, a no-show or a finished visit are offered to the waitlist at once.
 */
export async function afterStatusChange(
  deps: AppDeps,
  restaurant: Restaurant,
  to: ReservationStatus,
  reservationDate: string,
): Promise<void> {
  deps.dayCache.invalidate(restaurant.id);
  deps.mailQueued();
  if (!reservationHoldsTables(to) || to === "completed") {
    await rematchAfterFreeing(deps, restaurant, reservationDate);
  }
}

/**
 * Changes a reservation's status under a row lock (`FOR UPDATE`, so two changes take turns), by
 * `applyStatusChange` in one transaction. `check` runs on the locked row first (the guest link's token
 * and time rules).
 */
export async function changeReservationStatus(
  deps: AppDeps,
  restaurant: Restaurant,
  reservationId: string,
  to: ReservationStatus,
  by: ReservationActor,
  options: { check?: (row: ReservationRow) => void } = {},
): Promise<ReservationDto> {
  const at = deps.now();
  let from: ReservationStatus | null = null;
  const change = deps.db.transaction(async (tx: Tx) => {
    const [row] = await tx
      .select()
      .from(reservations)
      .where(eq(reservations.id, reservationId))
      .for("update")
      .limit(1);
    if (!row) throw new Error("reservation vanished");
    options.check?.(row);
    from = row.status;
    return applyStatusChange(deps, tx, restaurant, row, to, by, at);
  });
  const dto = await change.catch((error: unknown) => {
    if (isExclusionViolation(error)) {
      throw conflict(tableTakenText(from ?? to), { code: bookingErrorCodes.slotTaken });
    }
    throw error;
  });
  await afterStatusChange(deps, restaurant, to, dto.reservationDate);
  return dto;
}
