import {
  isCancelledReservationStatus,
  isHonouredVisit,
  matchesReservationSearch,
  reservationGuestsOf,
} from "@tischservice/core";
import type { Route } from "./fake-api.ts";

interface Row {
  _id?: string;
  status?: string;
  reservationDate?: string;
  timeSlot?: string;
  customerName?: string;
  customerEmail?: string;
  customerPhone?: string;
  numberOfGuests?: number;
}

const byDate = (a: Row, b: Row) =>
  (a.reservationDate ?? "").localeCompare(b.reservationDate ?? "") ||
  (a.timeSlot ?? "").localeCompare(b.timeSlot ?? "");

/**
 * `GET /api/restaurants/{id}/reservations` over a fixed list, as the server answers it: date range,
 * status, search (core's rule), sort, pages of `limit` (the cursor is the next row's position) and the
 * first page's counters over the filter without its status. `pageSize` answers pages of that many rows
 * whatever the client asked for (a long list within a few pages).
 */
export function reservationPagesRoute(
  reservations: readonly unknown[],
  { pageSize }: { pageSize?: number } = {},
): Route {
  return (request) => {
    const params = new URL(request.path, "http://dashboard.test").searchParams;
    const from = params.get("from");
    const to = params.get("to");
    const status = params.get("status") ?? "all";
    const sort = params.get("sort") ?? "date-asc";
    const limit = pageSize ?? Number(params.get("limit") ?? 50);
    const start = Number(params.get("cursor") ?? 0);
    const inFilter = (reservations as Row[]).filter(
      (r) =>
        (from === null || (r.reservationDate ?? "") >= from) &&
        (to === null || (r.reservationDate ?? "") <= to) &&
        matchesReservationSearch(r, params.get("q") ?? ""),
    );
    const listed = inFilter
      .filter((r) =>
        status === "all"
          ? true
          : status === "cancelled"
            ? isCancelledReservationStatus(r.status)
            : status === "confirmed"
              ? isHonouredVisit(r.status)
              : r.status === status,
      )
      .sort((a, b) =>
        sort === "date-desc"
          ? byDate(b, a)
          : sort === "name-asc"
            ? (a.customerName ?? "").localeCompare(b.customerName ?? "", "de")
            : sort === "guests-desc"
              ? reservationGuestsOf(b) - reservationGuestsOf(a) || byDate(b, a)
              : byDate(a, b),
      );
    const data = listed.slice(start, start + limit);
    const counters = {
      total: inFilter.length,
      pending: inFilter.filter((r) => r.status === "pending").length,
      confirmed: inFilter.filter((r) => isHonouredVisit(r.status)).length,
      cancelled: inFilter.filter((r) => isCancelledReservationStatus(r.status)).length,
    };
    return {
      body: {
        success: true,
        message: `${data.length} Reservierungen gefunden`,
        data,
        nextCursor: start + limit < listed.length ? String(start + limit) : null,
        counters: start === 0 ? counters : null,
      },
    };
  };
}
