import * as z from "zod";
import { COMBINATION_TABLE_LIMITS } from "../rules/availability/table-combinations.ts";
import { tableCombinationTexts } from "../texts/table-combinations.ts";
import { entityIdSchema, idSchema, schemaLimits } from "./common.ts";
import { envelopeSchema } from "./envelope.ts";

/** One table of a combination as answered. */
export const combinationTableSchema = z.object({
  _id: entityIdSchema,
  tableNumber: z.string(),
  name: z.string().default(""),
  seats: z.number().int().nonnegative(),
  internal: z.boolean().default(false),
});
export type CombinationTable = z.infer<typeof combinationTableSchema>;

/** A combination the restaurant defined: its tables (by table number), their seats together. */
export const tableCombinationSchema = z.object({
  _id: entityIdSchema,
  restaurantId: entityIdSchema,
  name: z.string().default(""),
  tableIds: z.array(entityIdSchema),
  tables: z.array(combinationTableSchema),
  seats: z.number().int().nonnegative(),
  /** True when a table of it is "Nur intern": online bookings never get it. */
  internal: z.boolean(),
  createdAt: z.string().optional(),
});
export type TableCombination = z.infer<typeof tableCombinationSchema>;

/** `POST /api/tables/combinations`: 2–4 different tables of the restaurant, an optional name. */
export const createTableCombinationRequestSchema = z.strictObject({
  restaurantId: idSchema,
  tableIds: z
    .array(idSchema)
    .min(COMBINATION_TABLE_LIMITS.min, { error: tableCombinationTexts.tooFewTables })
    .max(COMBINATION_TABLE_LIMITS.max, { error: tableCombinationTexts.tooManyTables })
    .refine((ids) => new Set(ids).size === ids.length, { error: tableCombinationTexts.duplicateTables }),
  name: z.string().trim().max(schemaLimits.name).optional(),
});
export type CreateTableCombinationRequest = z.infer<typeof createTableCombinationRequestSchema>;

export const tableCombinationResponseSchema = envelopeSchema(tableCombinationSchema);
export const tableCombinationListResponseSchema = envelopeSchema(z.array(tableCombinationSchema));
