import * as z from "zod";

/** One bookable slot: time `HH:MM`, availability and a German status text. */
export const timeSlotSchema = z.object({
  time: z.string(),
  available: z.boolean(),
  status: z.string().default(""),
});
export type TimeSlot = z.infer<typeof timeSlotSchema>;

/**
 * `GET /api/simple-timeslots/{restaurantId}/{date}/{guests}`:
 * `{ success, message, date: { formatted, dayName }, guests, timeSlots }`.
 */
export const timeSlotsResponseSchema = z.object({
  success: z.boolean(),
  message: z.string().optional(),
  date: z
    .object({
      formatted: z.string(),
      dayName: z.string(),
      /** The requested date `YYYY-MM-DD` (ours, for clients that keep it). */
      iso: z.string().optional(),
    })
    .optional(),
  guests: z.number().int().optional(),
  timeSlots: z.array(timeSlotSchema).default([]),
  /** True when the restaurant is closed that day ("the response says so"). */
  closed: z.boolean().optional(),
});
export type TimeSlotsResponse = z.infer<typeof timeSlotsResponseSchema>;
