import { reservationDateOf, reservationRangeProblem } from "@tischservice/core";
import type { Route } from "./fake-api.ts";

interface Row {
  _id?: string;
  reservationDate?: string;
  date?: string;
}

/**
 * `GET /api/reservations/restaurant/{id}?from=&to=` over a fixed list, as the server answers a range: the
 * reservations dated `from`..`to`. Unlike the server, it refuses a request without a range (400), so that
 * a screen asking for the whole history fails its test; a range the server refuses (reversed, longer than
 * 92 days) is refused too. `rows` may be a function to answer a list that changes during the test.
 */
export function reservationRangeRoute(rows: readonly unknown[] | (() => readonly unknown[])): Route {
  return (request) => {
    const params = new URL(request.path, "http://dashboard.test").searchParams;
    const from = params.get("from") ?? undefined;
    const to = params.get("to") ?? undefined;
    if (from === undefined || to === undefined || reservationRangeProblem(from, to) !== null)
      return { status: 400, body: { success: false, message: "Kein gültiger Zeitraum", code: "validation" } };
    const list = (typeof rows === "function" ? rows() : rows) as Row[];
    const data = list.filter((r) => {
      const date = reservationDateOf(r);
      return date !== null && date >= from && date <= to;
    });
    return { body: { success: true, message: `${data.length} Reservierungen gefunden`, data } };
  };
}

/**
 * `GET /api/restaurants/{restaurantId}/reservations/{id}` for each reservation of the list, answered from
 * the list as it is when asked (tests change it in place); another id answers 404.
 */
export function reservationByIdRoutes(restaurantId: string, rows: readonly unknown[]): Record<string, Route> {
  const answer =
    (id: string): Route =>
    () => {
      const row = (rows as Row[]).find((r) => r._id === id);
      return row
        ? { body: { success: true, data: row } }
        : {
            status: 404,
            body: { success: false, message: "Reservierung nicht gefunden.", code: "not_found" },
          };
    };
  return Object.fromEntries(
    (rows as Row[])
      .map((r) => r._id)
      .filter((id): id is string => typeof id === "string")
      .map((id) => [`GET /api/restaurants/${restaurantId}/reservations/${id}`, answer(id)]),
  );
}
