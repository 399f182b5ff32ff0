import * as z from "zod";
import { NEXT_FREE_TIMES_MAX_LIMIT } from "../rules/next-free-times.ts";
import { validationTextTemplates } from "../texts/validation.ts";
import { dateStringSchema, guestCountParamSchema } from "./common.ts";

const limitMessage = validationTextTemplates.freeTimesLimit(NEXT_FREE_TIMES_MAX_LIMIT);

/**
 * `GET /api/restaurants/{restaurantId}/next-free-times?from=&guests=&limit=`: the first day to look at,
 * the party size (1 to 30) and how many times to answer (1 to 14, core's default when left out). Unknown
 * parameters are refused, so that every answer a cache keeps has one address.
 */
export const nextFreeTimesQuerySchema = z.strictObject({
  from: dateStringSchema,
  guests: guestCountParamSchema,
  limit: z
    .string({ error: limitMessage })
    .regex(/^\d{1,2}$/, { error: limitMessage })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(1, { error: limitMessage })
        .max(NEXT_FREE_TIMES_MAX_LIMIT, { error: limitMessage }),
    )
    .optional(),
});
export type NextFreeTimesQuery = z.infer<typeof nextFreeTimesQuerySchema>;

/** One free start time: the day `YYYY-MM-DD` and the time `HH:MM`, local to the restaurant. */
export const freeTimeSchema = z.object({ date: z.string(), time: z.string() });

/**
 * The answer: the days looked at (`from` to `until`), the party size and the free times in order, at most
 * one per day (none when every day is full or closed).
 */
export const nextFreeTimesResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  from: z.string(),
  until: z.string(),
  guests: z.number().int(),
  times: z.array(freeTimeSchema),
});
export type NextFreeTimesResponse = z.infer<typeof nextFreeTimesResponseSchema>;
