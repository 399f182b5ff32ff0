import * as z from "zod";
import { RESERVATION_RANGE_MAX_DAYS, reservationRangeProblem } from "../rules/reservation-range.ts";
import { reservationRangeTexts } from "../texts/reservation-range.ts";
import { dateStringSchema } from "./common.ts";

/**
 * `?from=&to=` of a restaurant's reservation list: the reservations dated within (restaurant time, both
 * inclusive). Without both, the whole list.
 */
export const reservationRangeQuerySchema = z
  .strictObject({ from: dateStringSchema.optional(), to: dateStringSchema.optional() })
  .superRefine((query, ctx) => {
    const problem = reservationRangeProblem(query.from, query.to);
    if (!problem) return;
    // The field to fix: the missing one, else the end.
    const field = problem === "incomplete" && query.from === undefined ? "from" : "to";
    const message =
      problem === "tooLong"
        ? reservationRangeTexts.tooLong(RESERVATION_RANGE_MAX_DAYS)
        : reservationRangeTexts[problem];
    ctx.addIssue({ code: "custom", path: [field], message });
  });
export type ReservationRangeQuery = z.infer<typeof reservationRangeQuerySchema>;
