import { type BookingLanguage, enquiryTexts, waitlistTexts } from "@tischservice/core";
import type { AppDeps } from "../app/types.ts";
import type { Restaurant } from "../auth/access.ts";
import { hashToken, randomToken } from "../auth/tokens.ts";
import { loadDayInputs } from "../availability/day-inputs.ts";
import type { Tx } from "../db/client.ts";
import { reservationTables } from "../db/schema/index.ts";
import { publishChange } from "../events/publish-change.ts";
import { reservationContact } from "../guests/guest-contact.ts";
import { enqueueMail } from "../mail/outbox.ts";
import { guestBookingMail } from "../mail/reservation-mails.ts";
import { checkChosenTables } from "../reservations/chosen-tables.ts";
import { type ReservationActor, recordReservationEvent } from "../reservations/history.ts";
import { insertReservation } from "../reservations/insert-reservation.ts";
import { toReservationDto } from "../reservations/reservation-dto.ts";
import type { TableRequestKind } from "./kind.ts";

/** What a request gets: `tableIds` at `timeSlot`, for the party's stay `startsAt`..`endsAt`. */
export interface TablePlan {
  timeSlot: string;
  tableIds: string[];
  startsAt: Date;
  endsAt: Date;
}

/** The guest of a request as its reservation takes them over. */
export interface RequestGuest {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  numberOfGuests: number;
  language: BookingLanguage;
}

/** The refusals of a chosen table in each kind's own words. */
const chosenTablesTexts = { enquiry: enquiryTexts, waitlist: waitlistTexts };

/**
 * The plan for the tables staff chose for a request (accepting an enquiry, offering a waitlist entry a
 * table), inside the caller's transaction under the restaurant-and-day lock: the tables must be the
 * restaurant's (400), seat the party (409) and be neither booked nor held for the party's stay (409), in
 * the kind's words. Nothing changes on a refusal.
 */
export async function planChosenTables(
  tx: Tx,
  restaurant: Restaurant,
  kind: TableRequestKind,
  request: { date: string; numberOfGuests: number },
  choice: { timeSlot: string; tableIds: string[] },
): Promise<TablePlan> {
  const inputs = await loadDayInputs(tx, restaurant, request.date);
  const { tableIds, startsAt, endsAt } = await checkChosenTables(
    tx,
    restaurant,
    inputs,
    {
      date: request.date,
      timeSlot: choice.timeSlot,
      tableIds: choice.tableIds,
      guests: request.numberOfGuests,
    },
    chosenTablesTexts[kind],
  );
  return { timeSlot: choice.timeSlot, tableIds, startsAt, endsAt };
}

/**
 * The channel the reservation counts for: staff book an accepted enquiry by hand, a waitlist guest takes
 * the offer themselves through their link, as in the widget.
 */
const sourceOf = { enquiry: "staff", waitlist: "widget" } as const;

/**
 * Books a request's tables inside the caller's transaction (under its restaurant-and-day lock): the
 * confirmed reservation in the guest's language (its confirmation and reminder speak it) with its history
 * and tables; `markBooked` then ties the request to the reservation, and the usual confirmation with the
 * manage link is queued and the new reservation announced. Answers what `markBooked` answers.
 */
export async function bookRequestedTables<T>(
  deps: AppDeps,
  tx: Tx,
  restaurant: Restaurant,
  booking: {
    kind: TableRequestKind;
    guest: RequestGuest;
    date: string;
    plan: TablePlan;
    specialRequests: string;
    by: ReservationActor;
    at: Date;
  },
  markBooked: (reservationId: string) => Promise<T>,
): Promise<T> {
  const { guest, plan, by, at } = booking;
  const token = randomToken();
  const reservation = await insertReservation(tx, {
    restaurantId: restaurant.id,
    customerName: guest.customerName,
    ...reservationContact({ customerEmail: guest.customerEmail, customerPhone: guest.customerPhone }),
    numberOfGuests: guest.numberOfGuests,
    reservationDate: booking.date,
    timeSlot: plan.timeSlot,
    startsAt: plan.startsAt,
    endsAt: plan.endsAt,
    status: "confirmed",
    specialRequests: booking.specialRequests,
    language: guest.language,
    source: sourceOf[booking.kind],
    manageTokenHash: hashToken(token),
    createdAt: at,
    updatedAt: at,
  });
  for (const type of ["created", "confirmed"] as const) {
    await recordReservationEvent(tx, {
      reservationId: reservation.id,
      restaurantId: restaurant.id,
      type,
      by,
      at,
    });
  }
  await tx.insert(reservationTables).values(
    plan.tableIds.map((tableId) => ({
      reservationId: reservation.id,
      tableId,
      restaurantId: restaurant.id,
      startsAt: plan.startsAt,
      endsAt: plan.endsAt,
    })),
  );
  const marked = await markBooked(reservation.id);
  const dto = await toReservationDto(tx, reservation);
  const manageUrl = `${deps.publicOrigin}/app/reservation/${dto._id}?token=${token}`;
  const mail = guestBookingMail({ ...dto, restaurantName: restaurant.name, restaurant }, true, manageUrl);
  if (mail) await enqueueMail(tx, mail, at, { restaurantId: restaurant.id, reservationId: reservation.id });
  await publishChange(deps, tx, restaurant.id, "reservations", reservation.id, "created", [
    reservation.reservationDate,
  ]);
  return marked;
}
