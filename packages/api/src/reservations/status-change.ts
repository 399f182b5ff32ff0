import { apiAnswerTexts, bookingErrorCodes, reservationStatusLabel } from "@tischservice/core";
import { eq } from "drizzle-orm";
import type { Restaurant } from "../auth/access.ts";
import type { Tx } from "../db/client.ts";
import { type ReservationStatus, reservations, reservationTables } from "../db/schema/index.ts";
import { conflict } from "../lib/errors.ts";
import { publishChange } from "../lib/notify.ts";
import type { AppDeps } from "../lib/types.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { guestStatusMail } from "../mail/reservation-mails.ts";
import { type ReservationActor, recordReservationEvent } from "./history.ts";
import { type ReservationDto, type ReservationRow, toReservationDto } from "./reservation-dto.ts";

/** The allowed transitions; anything else is 409 and changes nothing. */
export const reservationTransitions: Record<ReservationStatus, readonly ReservationStatus[]> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["cancelled"],
  cancelled: [],
};

export function transitionNotAllowed(from: ReservationStatus, to: ReservationStatus): string {
  return apiAnswerTexts.reservations.transitionNotAllowed(
    reservationStatusLabel(from),
    reservationStatusLabel(to),
  );
}

/**
 * Changes a reservation's status under a row lock (`FOR UPDATE`, so two changes take turns), checks the
 * transition, frees the tables on cancellation (in the same transaction), records who did it in the
 * history, mails the guest and announces it. `check` runs on the locked row first (the guest link's token
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
  const dto = await deps.db.transaction(async (tx: Tx) => {
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
    if (to === "cancelled") {
      await tx
        .update(reservationTables)
        .set({ released: true })
        .where(eq(reservationTables.reservationId, row.id));
    }
    const result = await toReservationDto(tx, updated);
    if (to !== "pending") {
      const mail = guestStatusMail({ ...result, restaurantName: restaurant.name }, to, by.actor === "guest");
      if (mail) await enqueueMail(tx, mail, at, { restaurantId: restaurant.id, reservationId: row.id });
    }
    await publishChange(deps, tx, restaurant.id, "reservations", row.id, "updated");
    return result;
  });
  deps.dayCache.invalidate(restaurant.id);
  deps.mailQueued();
  return dto;
}
