import {
  apiAnswerTexts,
  bookingErrorCodes,
  guestCanCancel,
  guestCanChange,
  guestChangeTexts,
  guestMayEraseOwnData,
  isSeatingUndo,
  noShowTexts,
  reservationsTexts,
  seatingTexts,
} from "@tischservice/core";
import { and, asc, between, eq, or, type SQL, sql } from "drizzle-orm";
import type { Context, TypedResponse } from "hono";
import type { AppRouteHandler } from "../../app/types.ts";
import {
  findRestaurant,
  findRestaurantByAnyId,
  isAdmin,
  requireAdmin,
  requireStaff,
  requireUser,
} from "../../auth/access.ts";
import type { Db } from "../../db/client.ts";
import { reservations } from "../../db/schema/index.ts";
import { conflict, forbidden, notFound } from "../../lib/errors.ts";
import { changeAsGuest, changeCutoffHoursOf } from "../../reservations/guest-change.ts";
import { findGuestReservation } from "../../reservations/guest-link.ts";
import { listReservationEvents } from "../../reservations/history.ts";
import {
  type ReservationDto,
  reservationDtoColumns,
  toReservationDto,
  toReservationDtos,
} from "../../reservations/reservation-dto.ts";
import { changeReservationStatus } from "../../reservations/status-change.ts";
import type {
  guestCancel,
  guestChange,
  guestView,
  listAll,
  listByRestaurant,
  listByUser,
  listEvents,
  updateStatus,
} from "./reservations.routes.ts";

export const reservationNotFound = apiAnswerTexts.reservations.notFound;
export const tooLateToCancel = apiAnswerTexts.reservations.tooLateToCancel;
const statusMessages = {
  confirmed: reservationsTexts.confirmedSuccess,
  cancelled: reservationsTexts.cancelledSuccess,
  pending: apiAnswerTexts.reservations.statusSaved,
  no_show: noShowTexts.marked,
  arrived: seatingTexts.arrived,
  seated: seatingTexts.seated,
  completed: seatingTexts.completed,
} as const;

const order = [asc(reservations.reservationDate), asc(reservations.timeSlot), asc(reservations.createdAt)];

async function list(db: Db, where?: SQL, whole = false) {
  const rows = await db
    .select(reservationDtoColumns)
    .from(reservations)
    .where(where)
    .orderBy(...order);
  return toReservationDtos(db, rows, whole ? where : undefined);
}

export async function findReservation(db: Db, id: string) {
  const [row] = await db.select().from(reservations).where(eq(reservations.id, id)).limit(1);
  if (!row) throw notFound(reservationNotFound);
  return row;
}

export const listAllHandler: AppRouteHandler<typeof listAll> = async (c) => {
  requireAdmin(c);
  const data = await list(c.var.deps.db);
  return c.json(
    { success: true as const, message: apiAnswerTexts.reservations.listed(data.length), data },
    200,
  );
};

type ListAnswer = { success: true; message: string; data: ReservationDto[] };

/** A reservation list answered from its kept JSON (typed as `c.json` of the list would be). */
const listText = (c: Context, text: string) =>
  c.body(text, 200, { "Content-Type": "application/json" }) as unknown as Response &
    TypedResponse<ListAnswer, 200, "json">;

export const listByRestaurantHandler: AppRouteHandler<typeof listByRestaurant> = async (c) => {
  const deps = c.var.deps;
  const id = c.req.valid("param").restaurantId;
  const { from, to } = c.req.valid("query");
  const now = deps.now();
  // The same answer until the restaurant's next event (see `ReservationListCache`), per range; who may
  // read it is checked every time.
  const key = from && to ? `${id}|${from}|${to}` : id;
  const cache = deps.reservationLists;
  const kept = cache.read(key, now.getTime());
  if (kept) {
    requireStaff(c, kept.restaurant);
    return listText(c, kept.answer);
  }
  const stamp = cache.stamp;
  const restaurant = await findRestaurantByAnyId(deps.db, id);
  requireStaff(c, restaurant);
  const ofRestaurant = eq(reservations.restaurantId, restaurant.id);
  const where =
    from && to ? and(ofRestaurant, between(reservations.reservationDate, from, to)) : ofRestaurant;
  const data = await list(deps.db, where, true);
  const message = apiAnswerTexts.reservations.listed(data.length);
  const answer = JSON.stringify({ success: true as const, message, data } satisfies ListAnswer);
  // Kept under the restaurant's own id only (another id's restaurant may change without its event).
  if (restaurant.id === id) cache.store(key, restaurant.id, { restaurant, answer }, stamp, now.getTime());
  return listText(c, answer);
};

export const listByUserHandler: AppRouteHandler<typeof listByUser> = async (c) => {
  const user = requireUser(c);
  const { email } = c.req.valid("param");
  if (!isAdmin(user) && email !== user.email.toLowerCase()) throw forbidden();
  const mine =
    isAdmin(user) && email !== user.email.toLowerCase()
      ? sql`lower(${reservations.customerEmail}) = ${email}`
      : or(eq(reservations.customerUserId, user.id), sql`lower(${reservations.customerEmail}) = ${email}`);
  const data = await list(c.var.deps.db, mine);
  return c.json(
    { success: true as const, message: apiAnswerTexts.reservations.listed(data.length), data },
    200,
  );
};

export const updateStatusHandler: AppRouteHandler<typeof updateStatus> = async (c) => {
  const deps = c.var.deps;
  const row = await findReservation(deps.db, c.req.valid("param").id);
  const restaurant = await findRestaurant(deps.db, row.restaurantId);
  const user = requireStaff(c, restaurant);
  const { status } = c.req.valid("json");
  const data = await changeReservationStatus(deps, restaurant, row.id, status, {
    actor: "staff",
    userId: user.id,
  });
  const message =
    row.status === "no_show" && status === "confirmed"
      ? noShowTexts.undone
      : isSeatingUndo(row.status, status)
        ? seatingTexts.undone
        : statusMessages[status];
  return c.json({ success: true as const, message, data }, 200);
};

export const listEventsHandler: AppRouteHandler<typeof listEvents> = async (c) => {
  const { db } = c.var.deps;
  const row = await findReservation(db, c.req.valid("param").id);
  requireStaff(c, await findRestaurant(db, row.restaurantId));
  return c.json({ success: true as const, data: await listReservationEvents(db, row) }, 200);
};

const startsInFuture = (startsAt: Date, now: Date) => startsAt.getTime() > now.getTime();

export const guestViewHandler: AppRouteHandler<typeof guestView> = async (c) => {
  const { db, now } = c.var.deps;
  const row = await findGuestReservation(db, c.req.valid("param").id, c.req.valid("query").token);
  const restaurant = await findRestaurant(db, row.restaurantId);
  const dto = await toReservationDto(db, row);
  const changeCutoffHours = await changeCutoffHoursOf(db, restaurant.id);
  return c.json(
    {
      success: true as const,
      data: {
        ...dto,
        restaurant: {
          name: restaurant.name,
          address: restaurant.address,
          phone: restaurant.phone,
          email: restaurant.email,
        },
        canCancel: guestCanCancel(row.status, row.startsAt, now()),
        canEraseData: guestMayEraseOwnData(row, now()),
        canChange: guestCanChange(row, now(), changeCutoffHours),
        changeCutoffHours,
      },
    },
    200,
  );
};

export const guestCancelHandler: AppRouteHandler<typeof guestCancel> = async (c) => {
  const deps = c.var.deps;
  const { token } = c.req.valid("json");
  const row = await findGuestReservation(deps.db, c.req.valid("param").id, token);
  const restaurant = await findRestaurant(deps.db, row.restaurantId);
  const by = { actor: "guest" as const, userId: row.customerUserId };
  const data = await changeReservationStatus(deps, restaurant, row.id, "cancelled", by, {
    check: (locked) => {
      if (locked.status !== "cancelled" && !startsInFuture(locked.startsAt, deps.now())) {
        throw conflict(tooLateToCancel, { code: bookingErrorCodes.tooLateToCancel });
      }
    },
  });
  return c.json({ success: true as const, message: statusMessages.cancelled, data }, 200);
};

export const guestChangeHandler: AppRouteHandler<typeof guestChange> = async (c) => {
  const { reservation, changes } = await changeAsGuest(
    c.var.deps,
    c.req.valid("param").id,
    c.req.valid("query").token,
    c.req.valid("json"),
  );
  const message = changes.length > 0 ? guestChangeTexts.changed : guestChangeTexts.unchanged;
  return c.json({ success: true as const, message, data: reservation }, 200);
};
