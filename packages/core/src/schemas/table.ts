import * as z from "zod";
import { validationTexts } from "../texts/validation.ts";
import { entityIdSchema, idSchema, renameKeys, schemaLimits } from "./common.ts";
import { envelopeSchema } from "./envelope.ts";

/** Where a table stands on the designer canvas; defaults x 75, y 75, rotation 0. */
export const tablePositionSchema = z.object({
  x: z.number().default(75),
  y: z.number().default(75),
  rotation: z.number().default(0),
});
export type TablePosition = z.infer<typeof tablePositionSchema>;

const numberAsString = (value: unknown) => (typeof value === "number" ? String(value) : value);

/** A table as answered; a numeric `tableNumber` is read as its string. */
export const tableSchema = z.preprocess(
  (raw) => renameKeys(raw, { id: "_id" }),
  z.object({
    _id: entityIdSchema,
    name: z.string().default(""),
    seats: z.number().int().nonnegative(),
    tableNumber: z.preprocess(numberAsString, z.string()).default(""),
    location: z.string().nullish(),
    restaurantId: entityIdSchema.nullish(),
    roomId: entityIdSchema.nullish(),
    position: tablePositionSchema.default({ x: 75, y: 75, rotation: 0 }),
    /** "Nur intern": never given to online bookings; staff may seat guests there. */
    internal: z.boolean().default(false),
    /** In the lists: the table has a reservation that has not ended yet, so it cannot be deleted. */
    hasUpcomingReservations: z.boolean().optional(),
  }),
);
export type Table = z.infer<typeof tableSchema>;

/** A table number in a request: non-blank after trimming; a number is taken as its string. */
export const tableNumberSchema = z.preprocess(
  numberAsString,
  z
    .string({ error: validationTexts.tableNumberInvalid })
    .trim()
    .min(1, { error: validationTexts.tableNumberInvalid })
    .max(20, { error: validationTexts.tableNumberInvalid }),
);

const coordinate = z.number().finite().min(-100_000).max(100_000);

/** `POST /api/tables`: restaurantId, name, tableNumber, seats, location (default 'Hauptraum'). */
export const createTableRequestSchema = z.strictObject({
  restaurantId: idSchema,
  name: z.string().trim().max(schemaLimits.name).optional(),
  tableNumber: tableNumberSchema,
  seats: z
    .number({ error: validationTexts.tableSeatsInvalid })
    .int({ error: validationTexts.tableSeatsInvalid })
    .min(1, { error: validationTexts.tableSeatsInvalid })
    .max(50, { error: validationTexts.tableSeatsInvalid }),
  location: z.string().trim().max(schemaLimits.name).default("Hauptraum"),
  roomId: idSchema.nullish(),
  position: z.strictObject({ x: coordinate, y: coordinate, rotation: coordinate }).optional(),
  internal: z.boolean().optional(),
});
export type CreateTableRequest = z.infer<typeof createTableRequestSchema>;

/** `PUT /api/tables/{id}/position`: any of x, y, rotation, roomId (null leaves the room). */
export const updateTablePositionRequestSchema = z
  .strictObject({
    x: coordinate.optional(),
    y: coordinate.optional(),
    rotation: coordinate.optional(),
    roomId: idSchema.nullable().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: validationTexts.emptyUpdate,
  });
export type UpdateTablePositionRequest = z.infer<typeof updateTablePositionRequestSchema>;

/** `PUT /api/tables/{id}/number`. */
export const updateTableNumberRequestSchema = z.strictObject({ tableNumber: tableNumberSchema });
export type UpdateTableNumberRequest = z.infer<typeof updateTableNumberRequestSchema>;

/** `PUT /api/tables/{id}/internal`: whether online bookings may get the table. */
export const updateTableInternalRequestSchema = z.strictObject({ internal: z.boolean() });
export type UpdateTableInternalRequest = z.infer<typeof updateTableInternalRequestSchema>;

/** `GET /api/tables/{userId}` and `/restaurant/{restaurantId}`: `{ success, data }`. */
export const tableListResponseSchema = envelopeSchema(z.array(tableSchema));
export const tableResponseSchema = envelopeSchema(tableSchema);
