import { bookingErrorCodes, reminderTexts } from "@tischservice/core";
import { eq } from "drizzle-orm";
import type { AppRouteHandler } from "../../app/types.ts";
import { reservations } from "../../db/schema/index.ts";
import { publishChange } from "../../events/publish-change.ts";
import { conflict } from "../../lib/errors.ts";
import { findGuestReservation } from "../../reservations/guest-link.ts";
import { recordReservationEvent } from "../../reservations/history.ts";
import { toReservationDto } from "../../reservations/reservation-dto.ts";
import type { guestConfirm } from "./reminders.routes.ts";

/**
 * The guest's answer "Ich komme wie geplant": records `guest_confirmed_at` and the history entry
 * under a row lock and tells open dashboards; only a confirmed reservation that has not started can be
 * confirmed (409 otherwise); a second answer changes nothing and answers the first one's time.
 */
export const guestConfirmHandler: AppRouteHandler<typeof guestConfirm> = async (c) => {
  const deps = c.var.deps;
  const found = await findGuestReservation(deps.db, c.req.valid("param").id, c.req.valid("json").token);
  const at = deps.now();
  const data = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(reservations).where(eq(reservations.id, found.id)).for("update");
    if (!row) throw new Error("reservation vanished");
    if (row.guestConfirmedAt) return toReservationDto(tx, row);
    if (row.status !== "confirmed" || row.startsAt.getTime() <= at.getTime()) {
      throw conflict(reminderTexts.api.notConfirmable, { code: bookingErrorCodes.statusChangeNotAllowed });
    }
    const [updated] = await tx
      .update(reservations)
      .set({ guestConfirmedAt: at, updatedAt: at })
      .where(eq(reservations.id, row.id))
      .returning();
    if (!updated) throw new Error("reservation not updated");
    await recordReservationEvent(tx, {
      reservationId: row.id,
      restaurantId: row.restaurantId,
      type: "guest_confirmed",
      by: { actor: "guest", userId: row.customerUserId },
      at,
    });
    await publishChange(deps, tx, row.restaurantId, "reservations", row.id, "updated", [row.reservationDate]);
    return toReservationDto(tx, updated);
  });
  return c.json({ success: true as const, message: reminderTexts.api.confirmed, data }, 200);
};
