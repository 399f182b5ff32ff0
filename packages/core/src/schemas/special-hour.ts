import * as z from "zod";
import { validationTexts } from "../texts/validation.ts";
import {
  entityIdSchema,
  idSchema,
  optionalTextSchema,
  renameKeys,
  requiredTextSchema,
  schemaLimits,
  timeStringSchema,
} from "./common.ts";
import { envelopeSchema } from "./envelope.ts";

/** Special-hour types, `closed` included (docs/requirements.md#special-hours). */
export const specialHourTypes = ["holiday", "vacation", "special_event", "other", "closed"] as const;
export type SpecialHourType = (typeof specialHourTypes)[number];

export const customHoursSchema = z.object({ openTime: timeStringSchema, closeTime: timeStringSchema });
export type CustomHours = z.infer<typeof customHoursSchema>;

/** A special-hours entry as answered. Its day range is inclusive. */
export const specialHourSchema = z.preprocess(
  (raw) => renameKeys(raw, { id: "_id" }),
  z.object({
    _id: entityIdSchema,
    title: z.string(),
    startDate: z.iso.date(),
    endDate: z.iso.date(),
    type: z.enum(specialHourTypes).catch("other"),
    isRecurring: z.boolean().default(false),
    isClosed: z.boolean().default(false),
    customHours: z.object({ openTime: z.string().default(""), closeTime: z.string().default("") }).nullish(),
    description: z.string().nullish(),
    userId: entityIdSchema.optional(),
  }),
);
export type SpecialHour = z.infer<typeof specialHourSchema>;

const requiredDate = z
  .string({ error: validationTexts.specialHourDatesRequired })
  .min(1, { error: validationTexts.specialHourDatesRequired })
  .pipe(z.iso.date({ error: validationTexts.invalidDate }));

/** `POST /api/special-hours/{userId}` and `PUT .../{specialHourId}`: the special-hours form. */
export const specialHourBodySchema = z
  .strictObject({
    _id: idSchema.optional(),
    title: requiredTextSchema(schemaLimits.name, validationTexts.specialHourTitleRequired),
    startDate: requiredDate,
    endDate: requiredDate,
    type: z.enum(specialHourTypes).default("holiday"),
    isRecurring: z.boolean().default(false),
    isClosed: z.boolean().default(false),
    customHours: customHoursSchema.nullish(),
    description: optionalTextSchema(schemaLimits.text),
  })
  .refine((body) => body.endDate >= body.startDate, {
    error: validationTexts.specialHourEndBeforeStart,
    path: ["endDate"],
  });
export type SpecialHourBody = z.infer<typeof specialHourBodySchema>;

/** `PUT` and `DELETE /api/special-hours/{userId}/{specialHourId}`. */
export const specialHourParamsSchema = z.strictObject({ userId: idSchema, specialHourId: idSchema });
/** `/api/restaurants/{restaurantId}/special-hours/{specialHourId}`. */
export const restaurantSpecialHourParamsSchema = z.strictObject({
  restaurantId: idSchema,
  specialHourId: idSchema,
});

/** List answers (read, and create/update/delete which return the refreshed list). */
export const specialHourListResponseSchema = envelopeSchema(z.array(specialHourSchema));
