import * as z from "zod";

/**
 * The counters above a reservation list (Gesamt, Ausstehend, Bestätigt, Storniert) over its filter
 * without the status: core's `ReservationListCounters` on the wire. Apart from the page's schema so that
 * the shell, which shows two of them on every page, loads no more than this.
 */
export const reservationCountersSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  confirmed: z.number().int(),
  cancelled: z.number().int(),
});

/** What the shell reads of a reservation page: only its counters. */
export const reservationCountersAnswerSchema = z.object({ counters: reservationCountersSchema });
