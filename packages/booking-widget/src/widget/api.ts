import type { enquiryErrorCodes } from "@tischservice/core/rules";
import { isRecord, type Json, text } from "./json.ts";
import type { RestaurantInfo, Schedule } from "./restaurant-info.ts";

export type { Json, RestaurantInfo, Schedule };
export { isRecord, text };

export type RestaurantData = typeof import("./restaurant-data.ts");
let restaurantData: Promise<RestaurantData> | null = null;

/**
 * What reads the restaurant and its schedule (restaurant-data.ts): loaded once, after the first slots (in
 * widget.js a chunk of its own); a failed load may be tried again.
 */
export function loadRestaurantData(): Promise<RestaurantData> {
  restaurantData ??= import("./restaurant-data.ts").catch((error: unknown) => {
    restaurantData = null;
    throw error;
  });
  return restaurantData;
}

/** One slot of `GET /api/simple-timeslots/...`. */
export interface Slot {
  time: string;
  available: boolean;
  status: string;
}

export interface SlotsAnswer {
  /** The date answered: with `firstOpen`, a closed day gives way to the next open one. */
  date: string;
  slots: Slot[];
  /** True when the restaurant is closed on that date. */
  closed: boolean;
  /**
   * The restaurant's `maxOnlinePartySize` when the party is above it and must send an enquiry instead
   * (409 `enquiry_required`), else null.
   */
  enquiryAbove: number | null;
  /** The restaurant's today (its time zone, the server's clock); "" from an API that does not say. */
  today: string;
}

/** What every request a guest sends names: who, how to reach them, how many, and their language. */
export interface GuestRequest {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  numberOfGuests: number;
  /** The widget's language: the guest's mails speak it. */
  language: "de" | "en";
}

/** The booking the guest sends (`POST /api/reservation/{restaurantId}`). */
export interface BookingRequest extends GuestRequest {
  reservationDate: string;
  timeSlot: string;
  specialRequests: string;
}

export interface BookedReservation {
  id: string;
  /** The short reference the guest quotes (`K7M2QX`); "" from an API without one. */
  reference: string;
  /** `confirmed` or `pending` (awaiting the restaurant's confirmation). */
  status: string;
  /** The stay in minutes as booked (by party size), for the calendar entry; 120 if not answered. */
  minutes: number;
}

/** A large group's enquiry (`POST /api/restaurants/{restaurantId}/enquiries`); the honeypot is added when sent. */
export interface EnquiryRequest extends GuestRequest {
  reservationDate: string;
  timeSlot: string;
  message: string;
}

/**
 * Every way an enquiry can end: `book-online` (409: the party may book online meanwhile), `rejected` (400,
 * with the API's field errors by request field), `failed` (network, server; may be sent again).
 */
export type EnquiryOutcome =
  | { kind: "sent" }
  | { kind: "book-online"; message: string }
  | { kind: "rejected"; message: string; fields: Record<string, string> }
  | { kind: "failed"; message: string };

/** A waitlist entry (`POST /api/restaurants/{restaurantId}/waitlist`): `from`..`to` are the acceptable start times. */
export interface WaitlistRequest extends GuestRequest {
  date: string;
  from: string;
  to: string;
}

/**
 * Every way joining the waitlist can end: `waiting` (201), `slots-available` (409: a slot in the window can
 * be booked; `times` are those the API named, empty for another 409 such as `enquiry_required`), `rejected`
 * (400, field errors by request field: `from`, `to`, `customerName`, …), `failed` (network, 5xx, 429; may
 * be sent again).
 */
export type WaitlistOutcome =
  | { kind: "waiting" }
  | { kind: "slots-available"; message: string; times: string[] }
  | { kind: "rejected"; message: string; fields: Record<string, string> }
  | { kind: "failed"; message: string };

/**
 * Every way a booking can end; only `failed` may be retried (with the same idempotency key). `enquiry`: the
 * restaurant lowered its online limit meanwhile (409 `enquiry_required`).
 */
export type BookingOutcome =
  | { kind: "booked"; reservation: BookedReservation }
  | { kind: "enquiry" }
  | { kind: "slot-taken"; message: string }
  | { kind: "no-tables"; message: string }
  | { kind: "rejected"; message: string }
  /** Refused by the restaurant's rules (blocked guest, horizon, cut-off, pacing, online share): `code` says which. */
  | { kind: "refused"; code: string; message: string }
  | { kind: "failed"; message: string };

const TIMEOUT_MS = 15_000;

export const ENQUIRY_REQUIRED: (typeof enquiryErrorCodes)["enquiryRequired"] = "enquiry_required";

/** A refusal the guest can act on (not a timeout, not "too many requests": those may be tried again). */
export const refused = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

export function timeoutSignal(): AbortSignal | undefined {
  return typeof AbortSignal !== "undefined" && "timeout" in AbortSignal
    ? AbortSignal.timeout(TIMEOUT_MS)
    : undefined;
}

/**
 * The widget's only way to the network: the public Tischservice API at `base`, never with cookies
 * (`credentials: "omit"`), never to another host. What the slots need (restaurant, schedule, slots); what
 * a guest sends (booking, enquiry, waitlist) is `createWriteClient` in api-writes.ts, loaded with the later
 * steps.
 */
export function createApiClient(base: string, fetchImpl: typeof fetch = (...args) => fetch(...args)) {
  const url = (path: string) => `${base}/api/${path}`;
  const segment = encodeURIComponent;

  async function getJson(path: string): Promise<Json> {
    const response = await fetchImpl(url(path), {
      credentials: "omit",
      headers: { Accept: "application/json" },
      signal: timeoutSignal(),
    });
    const body: unknown = await response.json().catch(() => null);
    // The slots' 409 for a large group is an answer, not a failure.
    if (isRecord(body) && body.code === ENQUIRY_REQUIRED) return body;
    if (!response.ok || !isRecord(body) || body.success === false) {
      // Only logged (the step shows its own message); the server's text, or the status without one.
      throw new Error(text(isRecord(body) ? body.message : "") || `HTTP ${response.status}`);
    }
    return body;
  }

  return {
    base,
    /** The fetch the client uses: the later steps' write client (api-writes.ts) sends through it too. */
    fetch: fetchImpl,
    /** A public read (`restaurants/{id}/...` below `/api/`), for what the later steps read too. */
    getJson,

    /** The restaurant; read by restaurant-data.ts, which loads meanwhile (it is needed only after the slots). */
    async restaurant(id: string): Promise<RestaurantInfo> {
      const [body, read] = await Promise.all([getJson(`restaurants/${segment(id)}`), loadRestaurantData()]);
      return read.restaurantFrom(body, id, base);
    },

    /** Opening hours and special hours; a part that cannot be read is left empty (nothing greyed). */
    async schedule(restaurantId: string): Promise<Schedule> {
      const path = `restaurants/${segment(restaurantId)}`;
      const [config, special, read] = await Promise.all([
        getJson(`${path}/config`).catch(() => null),
        getJson(`${path}/special-hours`).catch(() => null),
        loadRestaurantData(),
      ]);
      return read.scheduleFrom(config, special);
    },

    /** The slots of a date; `firstOpen` asks for the next open day instead of a closed one. */
    async slots(restaurantId: string, date: string, guests: number, firstOpen = false): Promise<SlotsAnswer> {
      const body = await getJson(
        `simple-timeslots/${segment(restaurantId)}/${segment(date)}/${guests}${firstOpen ? "?firstOpen=1" : ""}`,
      );
      const slots = Array.isArray(body.timeSlots) ? body.timeSlots : [];
      return {
        date: (isRecord(body.date) && text(body.date.iso)) || date,
        closed: body.closed === true,
        enquiryAbove: body.code === ENQUIRY_REQUIRED ? Number(body.maxOnlinePartySize) : null,
        today: text(body.today),
        slots: slots.filter(isRecord).map((slot) => ({
          time: text(slot.time),
          available: slot.available === true,
          status: text(slot.status),
        })),
      };
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
