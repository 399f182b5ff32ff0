import { apiAnswerTexts } from "@tischservice/core";
import { eq } from "drizzle-orm";
import { hashToken } from "../auth/tokens.ts";
import type { Db } from "../db/client.ts";
import { reservations } from "../db/schema/index.ts";
import { notFound } from "../lib/errors.ts";

/**
 * The reservation behind a guest's link (id and token from their mail): the booking mail's token or the
 * reminder mail's; unknown id and wrong token look the same (404).
 */
export async function findGuestReservation(db: Db, id: string, token: string) {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  const hash = hashToken(token);
  if (!row || (row.manageTokenHash !== hash && row.reminderTokenHash !== hash)) {
    throw notFound(apiAnswerTexts.reservations.guestLinkInvalid);
  }
  return row;
}
