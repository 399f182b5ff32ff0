import * as z from "zod";
import { validationTexts } from "../texts/validation.ts";
import { entityIdSchema, idSchema, renameKeys, schemaLimits } from "./common.ts";
import { envelopeSchema, listResponseSchema } from "./envelope.ts";

export const roomPointSchema = z.object({ x: z.number(), y: z.number() });
export type RoomPoint = z.infer<typeof roomPointSchema>;

/** The default room colour when none is given. */
export const defaultRoomColor = "#e5d3a1";

/** A room as answered: a polygon of at least 3 points. */
export const roomSchema = z.preprocess(
  (raw) => renameKeys(raw, { id: "_id" }),
  z.object({
    _id: entityIdSchema,
    restaurantId: entityIdSchema.nullish(),
    name: z.string(),
    width: z.number().nonnegative().default(800),
    height: z.number().nonnegative().default(600),
    shape: z.array(roomPointSchema).min(3),
    color: z.string().default(defaultRoomColor),
  }),
);
export type Room = z.infer<typeof roomSchema>;

const roomMessage = { error: validationTexts.roomInvalid };
const coordinate = z
  .number(roomMessage)
  .finite(roomMessage)
  .min(-100_000, roomMessage)
  .max(100_000, roomMessage);
const size = z.number().finite().positive().max(100_000);

/** `POST /api/rooms`: a non-blank name and at least 3 points, colour as CSS hex. */
export const createRoomRequestSchema = z.strictObject({
  restaurantId: idSchema,
  name: z
    .string(roomMessage)
    .trim()
    .min(1, roomMessage)
    .max(schemaLimits.name, { error: `Maximal ${schemaLimits.name} Zeichen sind erlaubt` }),
  width: size.default(800),
  height: size.default(600),
  shape: z
    .array(z.strictObject({ x: coordinate, y: coordinate }), roomMessage)
    .min(3, roomMessage)
    .max(500),
  color: z
    .string()
    .regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/)
    .default(defaultRoomColor),
});
export type CreateRoomRequest = z.infer<typeof createRoomRequestSchema>;

/** `GET /api/rooms/restaurant/{restaurantId}`: `{ success, rooms }` or a bare array. */
export const roomListResponseSchema = listResponseSchema(roomSchema, ["rooms"]);
export const roomResponseSchema = envelopeSchema(roomSchema);
