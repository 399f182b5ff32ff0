import type { Context } from "hono";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { z } from "zod";
import type { AppBindings } from "../app/types.ts";
import { dayInputsLoader } from "../availability/day-slots.ts";
import type { Restaurant } from "../db/schema/index.ts";
import { messages } from "../lib/errors.ts";
import { type RwgCredentials, rwgBasicAuth } from "./rwg-auth.ts";
import { createRwgBooking } from "./rwg-create.ts";
import { findRwgMerchant } from "./rwg-merchant.ts";
import { rwgSlotAt, validPartySize } from "./rwg-slots.ts";
import { listRwgBookings, rwgBookingStatus } from "./rwg-status.ts";
import { updateRwgBooking } from "./rwg-update.ts";
import {
  batchAvailabilityLookupSchema,
  checkAvailabilitySchema,
  createBookingSchema,
  getBookingStatusSchema,
  listBookingsSchema,
  RWG_SERVICE_ID,
  type SlotTime,
  updateBookingSchema,
} from "./rwg-wire.ts";

export type { RwgCredentials } from "./rwg-auth.ts";

type Ctx = Context<AppBindings>;

/** The request's JSON read by the message's schema, or null (answered 400 as v3's INVALID_ARGUMENT). */
async function read<T extends z.ZodType>(c: Ctx, schema: T): Promise<z.infer<T> | null> {
  const body = await c.req.json().catch(() => undefined);
  const parsed = schema.safeParse(body);
  return parsed.success ? parsed.data : null;
}

const invalid = (c: Ctx) => c.json({ error: "invalid_argument" }, 400);
const notFound = (c: Ctx) => c.json({ error: "not_found" }, 404);

/** Whether a slot time can be booked online now (false for anyone not taking Google's bookings). */
async function slotTimeAvailable(c: Ctx, restaurant: Restaurant | null, slot: SlotTime): Promise<boolean> {
  const { deps } = c.var;
  const party = slot.resource_ids?.party_size;
  if (!restaurant || slot.service_id !== RWG_SERVICE_ID || !validPartySize(party)) return false;
  const load = dayInputsLoader(deps, restaurant.id);
  const found = await rwgSlotAt(load, restaurant, slot.start_sec, party, deps.now());
  return found?.available === true;
}

/**
 * The partner booking server of Reserve with Google (Maps Booking API v3, JSON over HTTP) under `/rwg/v3/`,
 * behind HTTP Basic. Without credentials it is off: every `/rwg/` path answers 404.
 */
export function rwgRouter(credentials: RwgCredentials | null) {
  const router = new Hono<AppBindings>();
  if (!credentials) {
    router.all("/rwg", (c) => c.text(messages.pageNotFound, 404));
    router.all("/rwg/*", (c) => c.text(messages.pageNotFound, 404));
    return router;
  }
  router.use("/rwg/*", rwgBasicAuth(credentials));
  router.use(
    "/rwg/*",
    bodyLimit({ maxSize: 256 * 1024, onError: (c) => c.json({ error: "too_large" }, 413) }),
  );
  router.get("/rwg/v3/HealthCheck", (c) => c.json({}, 200));

  router.post("/rwg/v3/BatchAvailabilityLookup", async (c) => {
    const request = await read(c, batchAvailabilityLookupSchema);
    if (!request) return invalid(c);
    const restaurant = await findRwgMerchant(c.var.deps.db, request.merchant_id);
    const slot_time_availability = [];
    for (const slot of request.slot_time) {
      slot_time_availability.push({
        slot_time: slot,
        available: await slotTimeAvailable(c, restaurant, slot),
      });
    }
    return c.json({ slot_time_availability: slot_time_availability.map(stringInt64) }, 200);
  });

  router.post("/rwg/v3/CheckAvailability", async (c) => {
    const request = await read(c, checkAvailabilitySchema);
    if (!request) return invalid(c);
    const { slot } = request;
    const restaurant = await findRwgMerchant(c.var.deps.db, slot.merchant_id);
    const available = await slotTimeAvailable(c, restaurant, { ...slot, resource_ids: slot.resources });
    return c.json(
      {
        slot: { ...slot, start_sec: String(slot.start_sec), ...durationOf(slot.duration_sec) },
        count_available: available ? 1 : 0,
      },
      200,
    );
  });

  router.post("/rwg/v3/CreateBooking", async (c) => {
    const request = await read(c, createBookingSchema);
    if (!request) return invalid(c);
    return c.json(await createRwgBooking(c.var.deps, request), 200);
  });

  router.post("/rwg/v3/UpdateBooking", async (c) => {
    const request = await read(c, updateBookingSchema);
    if (!request) return invalid(c);
    const answer = await updateRwgBooking(c.var.deps, request);
    return answer ? c.json(answer, 200) : notFound(c);
  });

  router.post("/rwg/v3/GetBookingStatus", async (c) => {
    const request = await read(c, getBookingStatusSchema);
    if (!request) return invalid(c);
    const answer = await rwgBookingStatus(c.var.deps, request.booking_id);
    return answer ? c.json(answer, 200) : notFound(c);
  });

  router.post("/rwg/v3/ListBookings", async (c) => {
    const request = await read(c, listBookingsSchema);
    if (!request) return invalid(c);
    return c.json(await listRwgBookings(c.var.deps, request.user_id), 200);
  });

  router.all("/rwg/*", notFound);
  return router;
}

const durationOf = (seconds: number | undefined) =>
  seconds === undefined ? {} : { duration_sec: String(seconds) };

/** A slot time echoed back with its int64 fields as strings, as proto3 JSON writes them. */
function stringInt64(entry: { slot_time: SlotTime; available: boolean }) {
  const { slot_time: slot, available } = entry;
  return {
    slot_time: { ...slot, start_sec: String(slot.start_sec), ...durationOf(slot.duration_sec) },
    available,
  };
}
