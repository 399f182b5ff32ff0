import * as z from "zod";
import { dateStringSchema, emailAddressSchema, guestCountParamSchema, idSchema } from "./common.ts";

/** `{id}` in a path. */
export const idParamsSchema = z.strictObject({ id: idSchema });
/** `{userId}` in a path. */
export const userIdParamsSchema = z.strictObject({ userId: idSchema });
/** `{restaurantId}` in a path. */
export const restaurantIdParamsSchema = z.strictObject({ restaurantId: idSchema });
/** `{restaurantId}` and `{reservationId}` in a path: one reservation of a restaurant, read by its staff. */
export const restaurantReservationParamsSchema = z.strictObject({
  restaurantId: idSchema,
  reservationId: idSchema,
});
/** `{email}` in a path (`GET /api/reservations/user/{email}`). */
export const emailParamsSchema = z.strictObject({ email: emailAddressSchema() });

/** `GET /api/simple-timeslots/{restaurantId}/{date}/{guests}`: guests 1..30. */
export const timeSlotsParamsSchema = z.strictObject({
  restaurantId: idSchema,
  date: dateStringSchema,
  guests: guestCountParamSchema,
});
export type TimeSlotsParams = z.infer<typeof timeSlotsParamsSchema>;
