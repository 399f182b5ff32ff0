import * as z from "zod";
import type { StatisticsSort } from "../rules/statistics-list.ts";
import { reservationPageTexts } from "../texts/reservation-page.ts";
import { dateStringSchema } from "./common.ts";
import { reservationSchema } from "./reservation.ts";
import { reservationCountersSchema } from "./reservation-counters.ts";
import { reservationStatuses } from "./reservation-status.ts";

/** Reservations per page unless the client asks for another number (at most `RESERVATION_PAGE_MAX`). */
export const RESERVATION_PAGE_SIZE = 50;
export const RESERVATION_PAGE_MAX = 200;

/**
 * The status filters the lists offer ('cancelled' also finds the spelling 'canceled'; 'confirmed' every
 * real visit, core's `isHonouredVisit`).
 */
export const reservationPageStatuses = ["all", ...reservationStatuses] as const;
export type ReservationPageStatus = (typeof reservationPageStatuses)[number];

/** The orders the lists offer: by start either way, by name, by party size (largest first). */
export const reservationPageSorts = [
  "date-asc",
  "date-desc",
  "name-asc",
  "guests-desc",
] as const satisfies readonly StatisticsSort[];
export type ReservationPageSort = (typeof reservationPageSorts)[number];

/**
 * `GET /api/restaurants/{restaurantId}/reservations?status=&from=&to=&q=&sort=&cursor=&limit=`: one page
 * of a restaurant's reservations. `from`/`to`: reservation dates (restaurant time, both inclusive, either
 * open); `q`: name, e-mail, phone or booking reference contains it (core's `matchesReservationSearch`);
 * `cursor`: the `nextCursor` of the page before, with the same filter and order.
 */
export const reservationPageQuerySchema = z
  .strictObject({
    status: z.enum(reservationPageStatuses, { error: reservationPageTexts.invalidStatus }).default("all"),
    from: dateStringSchema.optional(),
    to: dateStringSchema.optional(),
    q: z
      .string({ error: reservationPageTexts.searchTooLong })
      .trim()
      .max(100, { error: reservationPageTexts.searchTooLong })
      .optional(),
    sort: z.enum(reservationPageSorts, { error: reservationPageTexts.invalidSort }).default("date-asc"),
    cursor: z
      .string({ error: reservationPageTexts.invalidCursor })
      .min(1, { error: reservationPageTexts.invalidCursor })
      .max(400, { error: reservationPageTexts.invalidCursor })
      .optional(),
    limit: z.coerce
      .number({ error: reservationPageTexts.invalidLimit(RESERVATION_PAGE_MAX) })
      .int({ error: reservationPageTexts.invalidLimit(RESERVATION_PAGE_MAX) })
      .min(1, { error: reservationPageTexts.invalidLimit(RESERVATION_PAGE_MAX) })
      .max(RESERVATION_PAGE_MAX, { error: reservationPageTexts.invalidLimit(RESERVATION_PAGE_MAX) })
      .default(RESERVATION_PAGE_SIZE),
  })
  .superRefine((query, ctx) => {
    if (query.from !== undefined && query.to !== undefined && query.to < query.from) {
      ctx.addIssue({ code: "custom", path: ["to"], message: reservationPageTexts.reversed });
    }
  });
export type ReservationPageQuery = z.infer<typeof reservationPageQuerySchema>;
/** What a client sends (every field optional, the limit a number). */
export type ReservationPageRequest = z.input<typeof reservationPageQuerySchema>;

/**
 * One page: the reservations (the list's item shape), where the next page starts (null: this was the
 * last) and the counters over the same filter without the status. Only the first page counts (null on the
 * pages after it): counting years of history again for every further page would cost the most of all.
 */
export const reservationPageResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  data: z.array(reservationSchema),
  nextCursor: z.string().nullable(),
  counters: reservationCountersSchema.nullable(),
});
export type ReservationPageResponse = z.infer<typeof reservationPageResponseSchema>;
