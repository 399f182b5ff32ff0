import * as z from "zod";

/**
 * The counters above a reservation list (Gesamt, Ausstehend, Bestätigt, Storniert) over its filter
 * without the status: core's `ReservationListCounters` on the wire ('Bestätigt' counts every real visit,
 * core's `isHonouredVisit`).
 */
export const reservationCountersSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  confirmed: z.number().int(),
  cancelled: z.number().int(),
});
