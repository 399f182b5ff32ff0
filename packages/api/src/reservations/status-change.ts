import {
  apiAnswerTexts,
  bookingErrorCodes,
  NO_SHOW_AFTER_MINUTES,
  noShowMarkRefusal,
  noShowTexts,
  noShowUndoRefusal,
  reservationHoldsTables,
  reservationStatusLabel,
  reservationTransitions,
} from "@tischservice/core";
import { eq } from "drizzle-orm";
import type { Restaurant } from "../auth/access.ts";
import type { Tx } from "../db/client.ts";
import { type ReservationStatus, reservations, reservationTables } from "../db/schema/index.ts";
import { conflict } from "../lib/errors.ts";
import { publishChange } from "../lib/notify.ts";
import type { AppDeps } from "../lib/types.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { guestStatusMail } from "../mail/reservation-mails.ts";
import { heldTableIn, lockRestaurantDay } from "../waitlist/holds.ts";
import { rematchAfterFreeing } from "../waitlist/match.ts";
import { isExclusionViolation } from "./booking.ts";
import { type ReservationActor, recordReservationEvent } from "./history.ts";
import { type ReservationDto, type ReservationRow, toReservationDto } from "./reservation-dto.ts";

export function transitionNotAllowed(from: ReservationStatus, to: ReservationStatus): string {
  return apiAnswerTexts.reservations.transitionNotAllowed(
    reservationStatusLabel(from),
    reservationStatusLabel(to),
  );
}

/** A no-show from 15 minutes after the start (the guest may just be late); its undo only on the day it was marked, as the confirm question promises (409). */
function checkNoShowTiming(row: ReservationRow, to: ReservationStatus, now: Date, timeZone: string): void {
  const refusal =
    to === "no_show"
      ? noShowMarkRefusal(row, now)
      : row.status === "no_show"
        ? noShowUndoRefusal(row, now, timeZone)
        : null;
  if (refusal === "too_early" || refusal === "other_day") {
    throw conflict(
      refusal === "too_early" ? noShowTexts.tooEarly(NO_SHOW_AFTER_MINUTES) : noShowTexts.otherDay,
      {
        code: bookingErrorCodes.statusChangeNotAllowed,
      },
    );
  }
}

/**
 * Changes a reservation's status under a row lock (`FOR UPDATE`, so two changes take turns), checks the
 * transition, frees the tables on cancellation and no-show and takes them back when a no-show is undone
 * (in the same transaction; a table booked meanwhile answers 409), records who did it in the history,
 * mails the guest (not for a no-show or its undo) and announces it. `check` runs on the locked row first (the guest link's token
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
  const change = deps.db.transaction(async (tx: Tx) => {
    const [row] = await tx
      .select()
      .from(reservations)
      .where(eq(reservations.id, reservationId))
      .for("update")
      .limit(1);
    if (!row) throw new Error("reservation vanished");
    options.check?.(row);
    if (!reservationTransitions[row.status].includes(to)) {
      throw conflict(transitionNotAllowed(row.status, to), {
        code: bookingErrorCodes.statusChangeNotAllowed,
      });
    }
    checkNoShowTiming(row, to, at, restaurant.timeZone);
    const [updated] = await tx
      .update(reservations)
      .set({ status: to, updatedAt: at })
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
    if (reservationHoldsTables(to) && !reservationHoldsTables(row.status)) {
      // A waitlist hold (issue 20) is no table assignment the constraint sees: check it under the day's lock.
      await lockRestaurantDay(tx, restaurant.id, row.reservationDate);
      const own = await tx
        .select({ tableId: reservationTables.tableId })
        .from(reservationTables)
        .where(eq(reservationTables.reservationId, row.id));
      const ids = own.map((table) => table.tableId);
      if (ids.length > 0 && (await heldTableIn(tx, restaurant.id, ids, row.startsAt, row.endsAt))) {
        throw conflict(noShowTexts.tableTaken, { code: bookingErrorCodes.slotTaken });
      }
    }
    if (reservationHoldsTables(row.status) !== reservationHoldsTables(to)) {
      // Taking the tables back (undo of a no-show) fails with 23P01 when one was booked meanwhile.
      await tx
        .update(reservationTables)
        .set({ released: !reservationHoldsTables(to) })
        .where(eq(reservationTables.reservationId, row.id));
    }
    const result = await toReservationDto(tx, updated);
    if ((to === "confirmed" || to === "cancelled") && row.status !== "no_show") {
      const mail = guestStatusMail(
        { ...result, restaurantName: restaurant.name, restaurant },
        to,
        by.actor === "guest",
      );
      if (mail) await enqueueMail(tx, mail, at, { restaurantId: restaurant.id, reservationId: row.id });
    }
    await publishChange(deps, tx, restaurant.id, "reservations", row.id, "updated", [row.reservationDate]);
    return result;
  });
  const dto = await change.catch((error: unknown) => {
    if (isExclusionViolation(error)) {
      throw conflict(noShowTexts.tableTaken, { code: bookingErrorCodes.slotTaken });
    }
    throw error;
  });
  deps.dayCache.invalidate(restaurant.id);
  deps.mailQueued();
  // A cancellation or a no-show frees tables: the waitlist offers them at once (issue 20).
  if (!reservationHoldsTables(to)) await rematchAfterFreeing(deps, restaurant, dto.reservationDate);
  return dto;
}
