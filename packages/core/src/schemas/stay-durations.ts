import * as z from "zod";

/**
 * `stayDurations`: `[{ maxGuests, minutes }, ..., { minutes }]`. The schemas check the shape only:
 * they sit in the restaurant config's schemas on the dashboard's first load, so the list's rule
 * (`stayDurationsProblem`, with its German refusals) is applied where a list is saved (the API, the
 * settings screen), not carried into every first visit.
 */
export const stayDurationsRequestSchema = z.array(
  z.strictObject({ maxGuests: z.number().optional(), minutes: z.number() }),
);

/** `stayDurations` as answered: the list that applies; a malformed one is dropped (the defaults then apply). */
export const stayDurationsResponseSchema = z
  .array(z.object({ maxGuests: z.number().optional(), minutes: z.number() }))
  .optional()
  .catch(undefined);
