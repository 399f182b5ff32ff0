import {
  bookingErrorCodes,
  type EnquiryAnswerRequest,
  enquiryErrorCodes,
  enquiryTexts,
} from "@tischservice/core";
import { and, eq, sql } from "drizzle-orm";
import type { AppDeps } from "../app/types.ts";
import type { Restaurant } from "../auth/access.ts";
import type { Tx } from "../db/client.ts";
import { type EnquiryRow, enquiries } from "../db/schema/index.ts";
import { publishChange } from "../events/publish-change.ts";
import { conflict } from "../lib/errors.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { isExclusionViolation } from "../reservations/booking.ts";
import type { ReservationActor } from "../reservations/history.ts";
import { bookRequestedTables, planChosenTables } from "../table-requests/book-tables.ts";
import { lockTableRequest } from "../table-requests/load-request.ts";
import { type EnquiryDto, toEnquiryDto } from "./enquiry-dto.ts";
import { enquiryDeclinedMail } from "./enquiry-mails.ts";

const tablesTaken = () => conflict(enquiryTexts.tablesTaken, { code: bookingErrorCodes.slotTaken });

/** The enquiry locked until the transaction ends; only an open one can be answered (409 otherwise). */
async function lockOpenEnquiry(tx: Tx, enquiry: EnquiryRow): Promise<EnquiryRow> {
  const row = await lockTableRequest(tx, "enquiry", enquiry.id);
  if (row?.status !== "open") {
    throw conflict(enquiryTexts.notOpen, { code: enquiryErrorCodes.enquiryNotOpen });
  }
  return row;
}

/** Stores the answer on the still open enquiry, with who answered and when (409 when it was answered meanwhile). */
async function markAnswered(
  tx: Tx,
  row: EnquiryRow,
  answer:
    | { status: "accepted"; timeSlot: string; reservationId: string }
    | { status: "declined"; answerMessage: string },
  by: ReservationActor,
  at: Date,
): Promise<EnquiryRow> {
  const [updated] = await tx
    .update(enquiries)
    .set({ ...answer, answeredAt: at, answeredBy: by.userId, updatedAt: at })
    .where(and(eq(enquiries.id, row.id), eq(enquiries.status, "open")))
    .returning();
  if (!updated) throw conflict(enquiryTexts.notOpen, { code: enquiryErrorCodes.enquiryNotOpen });
  return updated;
}

/**
 * Accepts an enquiry: in one transaction under the restaurant-and-day booking lock, checks that
 * the chosen tables (one or a combination) are the restaurant's, seat the party and are free for the party's
 * stay, inserts the confirmed reservation with its tables and marks the enquiry accepted. The exclusion
 * constraint backs the lock: two accepts on one table never both win (409, nothing changed).
 */
async function accept(
  deps: AppDeps,
  tx: Tx,
  restaurant: Restaurant,
  enquiry: EnquiryRow,
  answer: Extract<EnquiryAnswerRequest, { status: "accepted" }>,
  by: ReservationActor,
  at: Date,
) {
  if (deps.bookingLocks) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${restaurant.id}), hashtext(${enquiry.reservationDate}))`,
    );
  }
  const row = await lockOpenEnquiry(tx, enquiry);
  const plan = await planChosenTables(
    tx,
    restaurant,
    "enquiry",
    { date: row.reservationDate, numberOfGuests: row.numberOfGuests },
    answer,
  );
  return bookRequestedTables(
    deps,
    tx,
    restaurant,
    {
      kind: "enquiry",
      guest: row,
      date: row.reservationDate,
      plan,
      // The guest's message goes with the reservation to the staff who seat them.
      specialRequests: row.message,
      by,
      at,
    },
    (reservationId) =>
      markAnswered(tx, row, { status: "accepted", timeSlot: answer.timeSlot, reservationId }, by, at),
  );
}

async function decline(
  tx: Tx,
  restaurant: Restaurant,
  enquiry: EnquiryRow,
  answer: Extract<EnquiryAnswerRequest, { status: "declined" }>,
  by: ReservationActor,
  at: Date,
) {
  const row = await lockOpenEnquiry(tx, enquiry);
  const updated = await markAnswered(tx, row, { status: "declined", answerMessage: answer.message }, by, at);
  const mail = enquiryDeclinedMail(toEnquiryDto(updated), restaurant, null, updated.language);
  if (mail) await enqueueMail(tx, mail, at, { restaurantId: restaurant.id });
  return updated;
}

/** Answers an open enquiry: accepted (a confirmed reservation on the chosen tables) or declined (a message). */
export async function answerEnquiry(
  deps: AppDeps,
  restaurant: Restaurant,
  enquiry: EnquiryRow,
  answer: EnquiryAnswerRequest,
  by: ReservationActor,
): Promise<EnquiryDto> {
  const at = deps.now();
  try {
    const updated = await deps.db.transaction(async (tx) => {
      const row =
        answer.status === "accepted"
          ? await accept(deps, tx, restaurant, enquiry, answer, by, at)
          : await decline(tx, restaurant, enquiry, answer, by, at);
      await publishChange(deps, tx, restaurant.id, "enquiries", row.id, "updated");
      return row;
    });
    deps.dayCache.invalidate(restaurant.id);
    deps.mailQueued();
    return toEnquiryDto(updated);
  } catch (error) {
    if (isExclusionViolation(error)) throw tablesTaken();
    throw error;
  }
}
