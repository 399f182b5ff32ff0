import { itemResponseSchema } from "@tischservice/core";
import type { z } from "zod";
import { ApiError } from "./api-errors.ts";
import { dataOf } from "./client.ts";

/**
 * What staff's change to a request answers, for both kinds (an enquiry answered, a waitlist entry offered a
 * table or removed): the changed request and the server's German confirmation. An answer without the
 * request is a refusal and rejects with `ApiError` like a 409.
 */
export function changedRequestOf<S extends z.ZodType>(schema: S) {
  const itemSchema = itemResponseSchema(schema);
  return async (
    call: Promise<{ data?: unknown }>,
  ): Promise<{ request: z.output<S>; message: string | null }> => {
    const body = itemSchema.parse(await dataOf(call));
    if (!body.success || !body.data) throw new ApiError(409, body.message ?? null, body);
    return { request: body.data, message: body.message ?? null };
  };
}

/** The restaurant the guest's answer carries beside the request (its name and, for the waitlist, time zone). */
export function requestRestaurantOf(raw: unknown): { name: string | null; timeZone: string | null } {
  const restaurant = (raw as { data?: { restaurant?: { name?: unknown; timeZone?: unknown } } } | null)?.data
    ?.restaurant;
  const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);
  return { name: text(restaurant?.name), timeZone: text(restaurant?.timeZone) };
}
