import * as z from "zod";
import { STAY_DURATION_LIMITS, stayDurationsProblem } from "../rules/stay-durations.ts";
import { stayDurationsValidationTexts as texts } from "../texts/project/stay-durations-validation.ts";

const row = {
  maxGuests: z.number({ error: texts.maxGuests(STAY_DURATION_LIMITS.maxGuests) }).optional(),
  minutes: z.number({
    error: texts.minutes(STAY_DURATION_LIMITS.minutesMin, STAY_DURATION_LIMITS.minutesMax),
  }),
};

/**
 * `stayDurations` in a save (issue 20): `[{ maxGuests, minutes }, ..., { minutes }]`, checked by
 * `stayDurationsProblem`; a refusal names the row (`path: ["stayDurations", row]`).
 */
export const stayDurationsRequestSchema = z.array(z.strictObject(row)).superRefine((list, ctx) => {
  const problem = stayDurationsProblem(list);
  if (problem)
    ctx.addIssue({ code: "custom", message: problem.message, path: problem.row >= 0 ? [problem.row] : [] });
});

/** `stayDurations` as answered: the list that applies; a malformed one is dropped (the defaults then apply). */
export const stayDurationsResponseSchema = z.array(z.object(row)).optional().catch(undefined);
